// Consumer Insight benchmark (issue 14): p50/p95 latency of each of the 8
// insight endpoints for This Month and This Year over HTTP on loopback, and
// the time PostgreSQL takes to compute the same answer from the raw tables
// (scan_events, qr_codes, suspects, customer_reports) in the same run, so the
// ratio says what the rollups (migration 360) buy. Target: p95 under 50 ms.
//
//   pnpm --filter @qrguard/api exec tsx bench/insight.ts --schema hl_bench
//   options: --url postgres://postgres@127.0.0.1:5432/test  (BENCH_DATABASE_URL)
//            --schema <name>   the PostgreSQL schema holding the programme (none: the database's own)
//            --requests 200    measured requests per endpoint and range (after 20 warm-up ones)
//            --raw-runs 3      runs of each raw query (its median is the figure)
//
// Load the programme first (see bench/highlight.ts), e.g. the demo's large set:
//   DATABASE_URL=... DATABASE_SCHEMA=hl_bench JWT_SECRET=... SSO_SECRET=... pnpm --filter @qrguard/api demo --size large
// The API runs the migrations when it starts: on an older load, 360 backfills
// the insight rollups first (minutes on 10 million scans).
import { endpoints } from '@qrguard/shared-api/contract';
import pg from 'pg';
import { localBuckets } from '../src/domain/local-time';
import { DEFAULT_DATABASE_URL, loadAverage, option, round, startApi } from './lib';

const TIME_ZONE = 'Asia/Jakarta';
const WARM_UP = 20;

type Name = keyof typeof endpoints;
const INSIGHT = (Object.keys(endpoints) as Name[]).filter((k) => endpoints[k].url.startsWith('/api/insight/'));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Customer scans of the range ($1, $2: local days; the zone is Jakarta's). */
const SCANS = `select * from scan_events e where e.actor = 'customer'
  and e.scanned_at >= ($1::date::timestamp at time zone '${TIME_ZONE}') and e.scanned_at < (($2::date + 1)::timestamp at time zone '${TIME_ZONE}')`;
/** Codes first scanned by a customer in the range (ignoring resets, which only make the raw side cheaper). */
const FIRSTS = `select q.id, q.customer_scans, q.validity_start, f.first_at from qr_codes q
  cross join lateral (select min(e.scanned_at) as first_at from scan_events e where e.qr_code_id = q.id and e.actor = 'customer') f
  where q.customer_scans > 0 and f.first_at >= ($1::date::timestamp at time zone '${TIME_ZONE}')
    and f.first_at < (($2::date + 1)::timestamp at time zone '${TIME_ZONE}')`;

/** The same answers computed from the raw tables (what the endpoints would cost without the rollups). */
const RAW: Partial<Record<Name, string[]>> = {
  insightVariants: [`select coalesce(variant_id, 0), count(*) from (${SCANS}) s group by 1`],
  insightChannels: [`select customer_type, count(*) from (${SCANS}) s group by 1`],
  insightTime: [
    `select extract(hour from scanned_at at time zone '${TIME_ZONE}'), count(*) from (${SCANS}) s group by 1`,
    `select extract(isodow from scanned_at at time zone '${TIME_ZONE}'), count(*) from (${SCANS}) s group by 1`,
  ],
  insightGeography: [
    `with k(name, lat, lng) as (values ${'__CITIES__'})
     select c.name, count(*) from (${SCANS}) s cross join lateral (
       select k.name, 2 * 6371 * asin(least(1, sqrt(sin(radians(k.lat - s.lat) / 2) ^ 2
         + cos(radians(s.lat)) * cos(radians(k.lat)) * sin(radians(k.lng - s.lng) / 2) ^ 2))) as km
       from k order by km limit 1) c
     where s.lat is not null and s.lng is not null and s.lat <> 0 and s.lng <> 0 group by 1`,
  ],
  insightRepeatScans: [`select least(customer_scans, 6), count(*) from (${FIRSTS}) f group by 1`],
  insightShelfTime: [
    `select date_part('day', first_at - validity_start)::int / 30, count(*) from (${FIRSTS}) f group by 1`,
  ],
  insightAuthenticity: [
    `select result, verdict, count(*) from (${SCANS}) s group by 1, 2`,
    `select count(*) from (${SCANS}) s where exists (select 1 from suspects x where x.qr_code_id = s.qr_code_id
       and x.flagged_at <= s.scanned_at and (x.cleared_at is null or x.cleared_at > s.scanned_at))`,
  ],
  insightReportReasons: [
    `select reason, count(*) from customer_reports where reported_at >= ($1::date::timestamp at time zone '${TIME_ZONE}')
       and reported_at < (($2::date + 1)::timestamp at time zone '${TIME_ZONE}') group by 1`,
  ],
};

async function main(): Promise<void> {
  const url = option('url', DEFAULT_DATABASE_URL);
  const schema = option('schema', '') || undefined;
  const requests = Math.min(Math.max(Number(option('requests', '200')), 10), 2000);
  const rawRuns = Math.min(Math.max(Number(option('raw-runs', '3')), 1), 20);
  const api = await startApi({ DATABASE_URL: url, ...(schema ? { DATABASE_SCHEMA: schema } : {}), SEED_DEMO: 'false' });
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path="${schema}"` } : {}) });
  await client.connect();
  try {
    const { KNOWN_CITIES } = await import('@qrguard/shared-api/contract');
    const cities = KNOWN_CITIES.map(
      (c) => `('${c.name.replace(/'/g, "''")}', ${c.lat}::float8, ${c.lng}::float8)`,
    ).join(', ');
    const { rows } = await client.query(
      `select (select count(*) from scan_events)::text as scan_events, (select count(*) from qr_codes)::text as codes,
              (select count(*) from insight_daily)::text as insight_daily, (select count(*) from insight_monthly)::text as insight_monthly`,
    );
    console.log(`database ${url}${schema ? ` schema ${schema}` : ''}: ${JSON.stringify(rows[0])}`);
    const login = await fetch(`${api.url}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    if (!login.ok) throw new Error(`admin sign-in failed (${login.status}): load the demo users with the programme`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const today = localBuckets(new Date(), TIME_ZONE).day;
    const ranges = [
      { label: 'month', start: `${today.slice(0, 7)}-01`, end: today },
      { label: 'year', start: `${today.slice(0, 4)}-01-01`, end: today },
    ];
    console.log(
      `today ${today}; ${requests} requests per endpoint and range; raw: median of ${rawRuns} runs; load ${loadAverage().join(' ')}`,
    );
    console.log(
      'endpoint'.padEnd(24) + ranges.map((r) => `${r.label}: p50/p95 ms | raw ms | raw/p95`.padStart(44)).join(''),
    );
    const worst = { p95: 0, what: '' };
    for (const name of INSIGHT) {
      const cells: string[] = [];
      for (const r of ranges) {
        const target = `${api.url}${endpoints[name].url}?${new URLSearchParams({ start: r.start, end: r.end })}`;
        const times: number[] = [];
        for (let i = 0; i < WARM_UP + requests; i++) {
          const t0 = performance.now();
          const res = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${name} ${r.label}: HTTP ${res.status}`);
          if (i >= WARM_UP) times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 95);
        if (p95 > worst.p95) Object.assign(worst, { p95, what: `${name} (${r.label})` });
        const raws: number[] = [];
        for (let i = 0; i < rawRuns; i++) {
          const t0 = performance.now();
          for (const sql of RAW[name] ?? []) await client.query(sql.replace('__CITIES__', cities), [r.start, r.end]);
          raws.push(performance.now() - t0);
        }
        raws.sort((a, b) => a - b);
        const raw = raws[Math.floor(raws.length / 2)]!;
        cells.push(
          `${round(percentile(times, 50))} / ${round(p95)} | ${round(raw)} | ${round(raw / p95)}x`.padStart(44),
        );
      }
      console.log(name.padEnd(24) + cells.join(''));
    }
    console.log(`worst p95: ${round(worst.p95)} ms, ${worst.what} (target < 50 ms); load ${loadAverage().join(' ')}`);
  } finally {
    await client.end();
    await api.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
