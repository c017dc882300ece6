// Investigation benchmark (issue 12): p50/p95 latency of the QR Code report's
// search (by code, by serial, by status, the last page), the Report Suspect
// table and cards, and the Not Found log, over HTTP on loopback against a
// database that already holds a programme (bench:load's 1 million codes and
// 10 million scans). Target: p95 under 50 ms each on PostgreSQL.
//
//   pnpm --filter @qrguard/api exec tsx bench/investigation.ts -- --url postgres://postgres@127.0.0.1:5432/qrguard_bench
//   options: --schema <name>   the PostgreSQL schema holding the programme (none: the database's own)
//            --requests 100    measured requests per call, one at a time (after 10 warm-up ones)
import pg from 'pg';
import { DEFAULT_DATABASE_URL, loadAverage, option, round, startApi } from './lib';

const WARM_UP = 10;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A local date (Asia/Jakarta) as YYYY-MM-DD. */
const jakartaDay = (date: Date) => new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

async function main(): Promise<void> {
  const url = option('url', DEFAULT_DATABASE_URL);
  const schema = option('schema', '') || undefined;
  const requests = Math.min(Math.max(Number(option('requests', '100')), 10), 2000);
  const api = await startApi({ DATABASE_URL: url, ...(schema ? { DATABASE_SCHEMA: schema } : {}), SEED_DEMO: 'false' });
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path="${schema}"` } : {}) });
  await client.connect();
  try {
    const { rows } = await client.query<{ scan_events: string; qr_codes: string; suspects: string; newest: Date }>(
      `select (select count(*) from scan_events)::text as scan_events, (select count(*) from qr_codes)::text as qr_codes,
              (select count(*) from suspects)::text as suspects, (select max(scanned_at) from scan_events) as newest`,
    );
    const facts = rows[0]!;
    console.log(`database ${url}${schema ? ` schema ${schema}` : ''}: ${JSON.stringify(facts)}`);
    // A code from the middle of the programme: its code and serial, searched by their first 12 characters.
    const { rows: codes } = await client.query<{ qrcode: string; serial_number: string; total: string }>(
      `select qrcode, serial_number, (select count(*) from qr_codes where status = 1)::text as total
         from qr_codes order by id offset (select count(*) / 2 from qr_codes) limit 1`,
    );
    const code = codes[0]!;
    const lastActivePage = Math.max(1, Math.ceil(Number(code.total) / 15));
    const end = jakartaDay(facts.newest);
    const yearStart = `${end.slice(0, 4)}-01-01`;
    const monthStart = `${end.slice(0, 7)}-01`;

    const login = await fetch(`${api.url}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    if (!login.ok) throw new Error(`admin sign-in failed (${login.status}): load the demo users with the programme`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const calls: [string, string][] = [
      ['qr: by code', `/api/reports/qrcode?search=${code.qrcode.slice(0, 12)}&search_by=qrcode`],
      ['qr: by serial', `/api/reports/qrcode?search=${code.serial_number.slice(0, 12)}&search_by=serial`],
      ['qr: status ACTIVE', '/api/reports/qrcode?status=ACTIVE'],
      ['qr: last ACTIVE page', `/api/reports/qrcode?status=ACTIVE&page=${Math.min(lastActivePage, 100000)}`],
      // Not an issue 12 figure: the offset is still walked (up to half the list) for a page in the middle.
      [
        'qr: middle ACTIVE page',
        `/api/reports/qrcode?status=ACTIVE&page=${Math.ceil(Math.min(lastActivePage, 100000) / 2)}`,
      ],
      ['suspect cards (month)', `/api/reports/suspect-report/cards?start=${monthStart}&end=${end}`],
      ['suspect cards (year)', `/api/reports/suspect-report/cards?start=${yearStart}&end=${end}`],
      ['suspect table (month)', `/api/reports/suspect-report/table?start=${monthStart}&end=${end}`],
      ['suspect table (year)', `/api/reports/suspect-report/table?start=${yearStart}&end=${end}`],
      ['not found log (month)', `/api/log/notfound?start=${monthStart}&end=${end}`],
      ['not found log (year)', `/api/log/notfound?start=${yearStart}&end=${end}`],
    ];
    console.log(`${requests} requests per call, one at a time; load average ${loadAverage().join(' ')}`);
    console.log(`${'call'.padEnd(24)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`);
    let worst = 0;
    for (const [name, path] of calls) {
      const times: number[] = [];
      for (let i = 0; i < WARM_UP + requests; i++) {
        const t0 = performance.now();
        const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status} for ${path}`);
        if (i >= WARM_UP) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      console.log(
        `${name.padEnd(24)}${String(round(percentile(times, 50))).padStart(9)}${String(round(p95)).padStart(9)}` +
          `${String(round(times.at(-1)!)).padStart(9)}`,
      );
    }
    console.log(`worst p95: ${round(worst)} ms (target < 50 ms); load average ${loadAverage().join(' ')}`);
  } finally {
    await client.end();
    await api.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
