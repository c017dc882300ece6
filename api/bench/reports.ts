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
//            --statuses ',Reject,Not Found'   the status filters measured, comma-separated ('' = none)
//            --budget 120      seconds per case at most: a slow case stops early (at least 3 requests) and says so
//            --charts          also the map (last 1000 scans) and each report chart for This Year
//
// On bench:load's 10-million-scan database (the schema is the database's own):
//   pnpm --filter @qrguard/api bench:reports -- --url postgres://postgres@127.0.0.1:5432/qrguard_bench --range year --charts
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
  const statuses = option('statuses', ',Reject,Not Found').split(',');
  const budgetMs = Math.max(Number(option('budget', '120')), 1) * 1000;
  const charts = process.argv.includes('--charts');
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
    // The contract stops at MAX_PAGE (a 400 past it): beyond it a list is narrowed by its filter, not paged
    // through; the middle page is the middle of the reachable pages.
    console.log('sort'.padEnd(18) + ['first', 'middle', 'last'].map((p) => `${p}: p50/p95 ms`.padStart(22)).join(''));
    /** p50 / p95 of one GET (after the warm-up), cut short past the budget. */
    const measure = async (url: string, label: string): Promise<string> => {
      const times: number[] = [];
      const t0 = performance.now();
      for (let i = 0; i < WARM_UP + requests; i++) {
        const t = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
        if (i >= WARM_UP) times.push(performance.now() - t);
        if (performance.now() - t0 > budgetMs && times.length >= 3) break;
      }
      times.sort((a, b) => a - b);
      const cut = times.length < requests ? ` (${times.length})` : '';
      return `${round(percentile(times, 50))} / ${round(percentile(times, 95))}${cut}`;
    };
    for (const status of statuses) {
      const statusFilter: Record<string, string> = status ? { ...filter, status } : filter;
      const head = await fetch(`${base}?${new URLSearchParams({ ...statusFilter, limit: String(LIMIT) })}`, {
        headers,
      });
      const m = ((await head.json()) as { meta: { total: number; last_page: number } }).meta;
      const lastPage = Math.max(1, Math.min(m.last_page, MAX_PAGE));
      const statusPages = { first: 1, middle: Math.max(1, Math.ceil(lastPage / 2)), last: lastPage };
      console.log(
        `status ${status || '(any)'}: ${m.total.toLocaleString('en')} rows; pages ${JSON.stringify(statusPages)}`,
      );
      for (const by of ACTIVITY_HISTORY_SORT_KEYS) {
        for (const order of by === 'scan_date' ? ['DESC', 'ASC'] : ['ASC']) {
          const cells: string[] = [];
          for (const page of Object.values(statusPages)) {
            const query = new URLSearchParams({ ...statusFilter, limit: String(LIMIT), page: String(page), by, order });
            cells.push((await measure(`${base}?${query}`, `${status} ${by} ${order} page ${page}`)).padStart(22));
          }
          console.log(`${by} ${order}`.padEnd(18) + cells.join(''));
        }
      }
    }
    if (charts) {
      // The Customer Activities map and the charts of the report pages, This Year (YEARLY, Jan 1 to today).
      const year = { start: `${today.slice(0, 4)}-01-01`, end: today, mode: 'YEARLY' };
      const chartCalls: [string, string][] = [
        ['map distribution (year)', `${endpoints.activityMapDistribution.url}?${new URLSearchParams(filter)}`],
        ['map distribution (all)', endpoints.activityMapDistribution.url],
        ['scan activity chart', `${endpoints.activityOverview.url}?${new URLSearchParams(year)}`],
        ['label maker checking chart', `/api/reports/labelmaker-overview?${new URLSearchParams(year)}`],
        ['oil maker activation chart', `/api/reports/oilmaker-activity?${new URLSearchParams(year)}`],
      ];
      console.log('call'.padEnd(30) + 'p50/p95 ms'.padStart(22));
      for (const [name, path] of chartCalls)
        console.log(name.padEnd(30) + (await measure(`${api.url}${path}`, name)).padStart(22));
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
