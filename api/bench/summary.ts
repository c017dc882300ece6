// Summary report benchmark (issue 14): p50/p95 latency of the four summary
// calls for a full year, over HTTP on loopback, against a database that
// already holds a programme (the demo generator's large set: about 1 million
// codes and 10 million scans). Target: p95 under 50 ms on PostgreSQL. In the
// same run, the same figures computed from the raw scan events (per month and
// group, the year) give the ratio the rollups buy.
//
//   pnpm --filter @qrguard/api exec tsx bench/summary.ts -- --schema hl_bench [--year 2026] [--requests 100]
//   options: --url postgres://postgres@127.0.0.1:5432/test  (BENCH_DATABASE_URL)
//            --schema <name>   the PostgreSQL schema holding the programme (none: the database's own)
//            --requests 100    measured requests per call (after 10 warm-up ones)
//            --raw-runs 5      runs of each raw-events query
//
// Load the programme first as bench/highlight.ts says (demo --size large into a schema).
import { endpoints } from '@qrguard/shared-api/contract';
import pg from 'pg';
import { localBuckets } from '../src/domain/local-time';
import { DEFAULT_DATABASE_URL, loadAverage, option, round, startApi } from './lib';

const TIME_ZONE = 'Asia/Jakarta';
const WARM_UP = 10;
const CALLS = ['summaryLabelMaker', 'summaryOilMaker', 'summaryCustomer', 'summaryMainDealer'] as const;

/** Each call's figures from the raw events: per local month and group, the year ($1 start, $2 end, $3 zone). */
const RAW: Record<(typeof CALLS)[number], string> = {
  summaryLabelMaker: `
    select extract(month from scanned_at at time zone $3) as m, label_maker_id, count(*) as scan,
           count(*) filter (where result = 'Success') as active
      from scan_events where actor = 'label_maker' and result in ('Success', 'Reject', 'Double Scan', 'Cross Scan')
       and scanned_at >= ($1::date::timestamp at time zone $3) and scanned_at < ($2::date::timestamp at time zone $3)
     group by 1, 2`,
  summaryOilMaker: `
    select extract(month from scanned_at at time zone $3) as m, oil_maker_id,
           count(*) filter (where actor = 'label_maker') as qr, count(*) filter (where actor = 'oil_maker') as scan,
           count(*) filter (where result = 'ACTIVATE') as active, count(*) filter (where result = 'DEACTIVATE') as deactivate
      from scan_events where (actor = 'oil_maker' or (actor = 'label_maker' and result = 'Success'))
       and scanned_at >= ($1::date::timestamp at time zone $3) and scanned_at < ($2::date::timestamp at time zone $3)
     group by 1, 2`,
  summaryCustomer: `
    select extract(month from scanned_at at time zone $3) as m, customer_type, count(*) as n
      from scan_events where actor = 'customer' and result in ('Success', 'Not Found')
       and scanned_at >= ($1::date::timestamp at time zone $3) and scanned_at < ($2::date::timestamp at time zone $3)
     group by 1, 2`,
  summaryMainDealer: `
    select extract(month from scanned_at at time zone $3) as m, customer_type, count(*) as n
      from scan_events where actor = 'customer' and result = 'Success' and verdict = 'valid' and customer_type <> 'Web'
       and scanned_at >= ($1::date::timestamp at time zone $3) and scanned_at < ($2::date::timestamp at time zone $3)
     group by 1, 2`,
};

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const url = option('url', DEFAULT_DATABASE_URL);
  const schema = option('schema', '') || undefined;
  const requests = Math.min(Math.max(Number(option('requests', '100')), 10), 2000);
  const rawRuns = Math.min(Math.max(Number(option('raw-runs', '5')), 1), 50);
  const year = Number(option('year', localBuckets(new Date(), TIME_ZONE).day.slice(0, 4)));
  // The API runs the migrations at start (350 adds the summary tables to an older load).
  const api = await startApi({ DATABASE_URL: url, ...(schema ? { DATABASE_SCHEMA: schema } : {}), SEED_DEMO: 'false' });
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path="${schema}"` } : {}) });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select count(*) from scan_events)::text as scan_events, (select count(*) from rollup_daily)::text as rollup_daily,
              (select count(*) from summary_channel_monthly)::text as summary_channel_monthly`,
    );
    console.log(`database ${url}${schema ? ` schema ${schema}` : ''}: ${JSON.stringify(rows[0])}`);
    const login = await fetch(`${api.url}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    if (!login.ok) throw new Error(`admin sign-in failed (${login.status}): load the demo users with the programme`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    console.log(`year ${year}; ${requests} requests per call, one at a time; load average ${loadAverage().join(' ')}`);
    console.log(
      `${'call'.padEnd(20)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}${'raw median ms'.padStart(15)}${'ratio'.padStart(8)}`,
    );
    let worst = 0;
    for (const name of CALLS) {
      const target = `${api.url}${endpoints[name].url}?year=${year}`;
      const times: number[] = [];
      for (let i = 0; i < WARM_UP + requests; i++) {
        const t0 = performance.now();
        const res = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        if (i >= WARM_UP) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const raw: number[] = [];
      for (let i = 0; i < rawRuns; i++) {
        const t0 = performance.now();
        await client.query(RAW[name], [`${year}-01-01`, `${year + 1}-01-01`, TIME_ZONE]);
        raw.push(performance.now() - t0);
      }
      raw.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      const rawMedian = percentile(raw, 50);
      worst = Math.max(worst, p95);
      console.log(
        `${name.padEnd(20)}${String(round(p50)).padStart(9)}${String(round(p95)).padStart(9)}${String(round(times.at(-1)!)).padStart(9)}` +
          `${String(round(rawMedian)).padStart(15)}${`${round(rawMedian / p50)}x`.padStart(8)}`,
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
