// Highlight benchmark: p50/p95 latency of each of the 13 highlight endpoints
// for This Month and This Year (the filter bar's buttons: MONTHLY and YEARLY
// series), over HTTP on loopback, against a database that already holds a
// programme (the demo generator's large set: about 1 million codes and 10
// million scans). Target: p95 under 30 ms.
//
//   pnpm --filter @qrguard/api bench:highlight -- --schema hl_bench
// It measures This Month and This Year unfiltered, and This Year for one oil maker.
//   options: --url postgres://postgres@127.0.0.1:5432/test  (BENCH_DATABASE_URL)
//            --schema <name>   the PostgreSQL schema holding the programme (none: the database's own)
//            --requests 200    measured requests per endpoint and range (after 20 warm-up ones)
//
// Load the programme first, e.g. into a schema of the test database:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test DATABASE_SCHEMA=hl_bench JWT_SECRET=<32+ chars> SSO_SECRET=<another 32+ chars> \
//     pnpm --filter @qrguard/api demo --size large
// The API is started as its own process on 127.0.0.1 (bench/lib.ts); requests
// are sent one after another, so each figure is the latency of one request on
// an otherwise idle API (the machine itself is shared).
import { endpoints } from '@qrguard/shared-api/contract';
import pg from 'pg';
import { localBuckets } from '../src/domain/local-time';
import { DEFAULT_DATABASE_URL, loadAverage, option, round, startApi } from './lib';

const TIME_ZONE = 'Asia/Jakarta';
const WARM_UP = 20;

type Name = keyof typeof endpoints;
const HIGHLIGHT = (Object.keys(endpoints) as Name[]).filter((k) => endpoints[k].url.startsWith('/api/highlight/'));
const isSeries = (name: Name) =>
  'mode' in ((endpoints[name] as { querystring?: { properties: object } }).querystring?.properties ?? {});

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function facts(url: string, schema: string | undefined): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path="${schema}"` } : {}) });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select count(*) from qr_codes)::text as codes, (select count(*) from scan_events)::text as scan_events,
              (select count(*) from rollup_hourly)::text as rollup_hourly, (select count(*) from rollup_daily)::text as rollup_daily,
              (select count(*) from highlight_company_daily)::text as highlight_company_daily,
              (select count(*) from highlight_company_monthly)::text as highlight_company_monthly,
              (select count(*) from oil_pending_daily)::text as oil_pending_daily,
              (select count(*) from purchase_order_lines)::text as po_lines`,
    );
    return rows[0] as Record<string, string>;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const url = option('url', DEFAULT_DATABASE_URL);
  const schema = option('schema', '') || undefined;
  const requests = Math.min(Math.max(Number(option('requests', '200')), 10), 2000);
  // The API runs the migrations at start (200 and 202 add the highlight tables to an older load).
  const api = await startApi({ DATABASE_URL: url, ...(schema ? { DATABASE_SCHEMA: schema } : {}), SEED_DEMO: 'false' });
  try {
    console.log(`database ${url}${schema ? ` schema ${schema}` : ''}: ${JSON.stringify(await facts(url, schema))}`);
    const login = await fetch(`${api.url}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    if (!login.ok) throw new Error(`admin sign-in failed (${login.status}): load the demo users with the programme`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const today = localBuckets(new Date(), TIME_ZONE).day;
    const oilMakers = await fetch(`${api.url}/api/master/oilmaker?pagination=false`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const oilMaker = ((await oilMakers.json()) as { data: { id: number; code: string }[] }).data[0]!;
    // This Month and This Year as the filter bar sends them, and This Year for one oil maker.
    const ranges: { label: string; start: string; end: string; mode: string; extra?: Record<string, string> }[] = [
      { label: 'month', start: `${today.slice(0, 7)}-01`, end: today, mode: 'MONTHLY' },
      { label: 'year', start: `${today.slice(0, 4)}-01-01`, end: today, mode: 'YEARLY' },
      {
        label: `year ${oilMaker.code}`,
        start: `${today.slice(0, 4)}-01-01`,
        end: today,
        mode: 'YEARLY',
        extra: { oilmaker: String(oilMaker.id) },
      },
    ];
    console.log(
      `today ${today}; ${requests} requests per endpoint and range, one at a time; load average ${loadAverage().join(' ')}`,
    );
    console.log('endpoint'.padEnd(31) + ranges.map((r) => `${r.label}: p50/p95/max ms`.padStart(29)).join(''));
    const worst = { p95: 0, what: '' };
    for (const name of HIGHLIGHT) {
      const cells: string[] = [];
      for (const r of ranges) {
        const query = new URLSearchParams({ start: `${r.start} 00:00:00`, end: `${r.end} 23:59:59`, ...r.extra });
        if (isSeries(name)) query.set('mode', r.mode);
        const target = `${api.url}${endpoints[name].url}?${query}`;
        const times: number[] = [];
        for (let i = 0; i < WARM_UP + requests; i++) {
          const t0 = performance.now();
          const res = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          const ms = performance.now() - t0;
          if (!res.ok) throw new Error(`${name} ${r.label}: HTTP ${res.status}`);
          if (i >= WARM_UP) times.push(ms);
        }
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 95);
        if (p95 > worst.p95) Object.assign(worst, { p95, what: `${name} (${r.label})` });
        cells.push(`${round(percentile(times, 50))} / ${round(p95)} / ${round(times.at(-1)!)}`.padStart(29));
      }
      console.log(name.padEnd(31) + cells.join(''));
    }
    console.log(
      `worst p95: ${round(worst.p95)} ms, ${worst.what} (target < 30 ms); load average ${loadAverage().join(' ')}`,
    );
  } finally {
    await api.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
