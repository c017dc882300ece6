// Scan History benchmark (issue 11): p50/p95 latency of GET /api/activities/history
// for the first, middle and last page of each sort, over HTTP on loopback,
// against a database that already holds a programme (the demo generator's
// large set, or a part of it with --codes).
//
//   pnpm --filter @qrguard/api exec tsx bench/reports.ts --schema rpt_bench --range month
//   options: --url postgres://postgres@127.0.0.1:5432/test  (BENCH_DATABASE_URL)
//            --schema <name>   the PostgreSQL schema holding the programme (none: the database's own)
//            --range month|year|all   the date filter (This Month, This Year, none)
//            --requests 50     measured requests per case (after 5 warm-up ones)
//
// Load the programme first, e.g.:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test DATABASE_SCHEMA=rpt_bench JWT_SECRET=<32+ chars> \
//     SSO_SECRET=<another 32+ chars> pnpm --filter @qrguard/api demo --size large --codes 200000
import { ACTIVITY_HISTORY_SORT_KEYS, endpoints, MAX_PAGE } from '@qrguard/shared-api/contract';
import { localBuckets } from '../src/domain/local-time';
import { DEFAULT_DATABASE_URL, loadAverage, option, round, startApi } from './lib';

const TIME_ZONE = 'Asia/Jakarta';
const WARM_UP = 5;
const LIMIT = 15;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const url = option('url', DEFAULT_DATABASE_URL);
  const schema = option('schema', '') || undefined;
  const range = option('range', 'month');
  const requests = Math.min(Math.max(Number(option('requests', '50')), 5), 1000);
  const api = await startApi({ DATABASE_URL: url, ...(schema ? { DATABASE_SCHEMA: schema } : {}), SEED_DEMO: 'false' });
  try {
    const login = await fetch(`${api.url}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    if (!login.ok) throw new Error(`admin sign-in failed (${login.status}): load the demo users with the programme`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };

    const today = localBuckets(new Date(), TIME_ZONE).day;
    const filter: Record<string, string> =
      range === 'all'
        ? {}
        : {
            start: `${range === 'year' ? `${today.slice(0, 4)}-01` : today.slice(0, 7)}-01 00:00:00`,
            end: `${today} 23:59:59`,
          };
    const base = `${api.url}${endpoints.activityHistory.url}`;
    const first = await fetch(`${base}?${new URLSearchParams({ ...filter, limit: String(LIMIT) })}`, { headers });
    const meta = ((await first.json()) as { meta: { total: number; last_page: number } }).meta;
    console.log(
      `Scan History, range ${range} (${JSON.stringify(filter)}): ${meta.total.toLocaleString('en')} rows, ` +
        `${meta.last_page.toLocaleString('en')} pages of ${LIMIT}; ${requests} requests per case; ` +
        `load average ${loadAverage().join(' ')}`,
    );
    // The contract stops at MAX_PAGE: beyond it a list is narrowed by its filter, not paged through.
    const last = Math.min(meta.last_page, MAX_PAGE);
    // The middle of what a list answers: the last page reachable is MAX_PAGE (a 400 past it).
    const pages = { first: 1, middle: Math.max(1, Math.ceil(last / 2)), last };
    console.log(
      'sort'.padEnd(18) +
        Object.keys(pages)
          .map((p) => `${p}: p50/p95 ms`.padStart(22))
          .join(''),
    );
    for (const by of ACTIVITY_HISTORY_SORT_KEYS) {
      for (const order of by === 'scan_date' ? ['DESC', 'ASC'] : ['ASC']) {
        const cells: string[] = [];
        for (const page of Object.values(pages)) {
          const query = new URLSearchParams({ ...filter, limit: String(LIMIT), page: String(page), by, order });
          const times: number[] = [];
          for (let i = 0; i < WARM_UP + requests; i++) {
            const t0 = performance.now();
            const res = await fetch(`${base}?${query}`, { headers });
            await res.arrayBuffer();
            if (!res.ok) throw new Error(`${by} ${order} page ${page}: HTTP ${res.status}`);
            if (i >= WARM_UP) times.push(performance.now() - t0);
          }
          times.sort((a, b) => a - b);
          cells.push(`${round(percentile(times, 50))} / ${round(percentile(times, 95))}`.padStart(22));
        }
        console.log(`${by} ${order}`.padEnd(18) + cells.join(''));
      }
    }
    console.log(`load average ${loadAverage().join(' ')}`);
  } finally {
    await api.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
