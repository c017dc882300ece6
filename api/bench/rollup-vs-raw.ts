// A month's highlight aggregation from the rollups versus the same answer
// computed from the raw events, in one run, as a ratio.
//
//   pnpm --filter @qrguard/api bench:rollups -- [--database qrguard_bench] [--month 2026-10] [--runs 5]
//
// The aggregation is what the four highlight dashboards are cut from: per
// day, actor, result, verdict, reason, variant, label maker, oil maker and
// bottle maker, the number of scans, reports, new suspects and codes issued
// in the month (business time zone). Both queries must give the same rows;
// each runs `--runs` times and the median is reported. Run after bench:load.
import { openDb, type Queryable } from '../src/db';
import { DEFAULT_DATABASE_URL, loadAverage, option, round } from './lib';

const TIME_ZONE = 'Asia/Jakarta';
const DIMS = 'actor, result, verdict, reason, variant_id, label_maker_id, oil_maker_id, bottle_maker_id';

const FROM_ROLLUPS = `
  select bucket::text as day, ${DIMS}, sum(count)::bigint as n
    from rollup_daily where bucket >= $1::date and bucket < $2::date
   group by bucket, ${DIMS}`;

const FROM_RAW = `
  with scans as (
    select (e.scanned_at at time zone $3)::date as day, e.actor, e.result, coalesce(e.verdict, '') as verdict, '' as reason,
           coalesce(e.variant_id, 0) as variant_id, coalesce(e.label_maker_id, 0) as label_maker_id,
           coalesce(e.oil_maker_id, 0) as oil_maker_id, coalesce(e.bottle_maker_id, 0) as bottle_maker_id
      from scan_events e
     where e.scanned_at >= ($1::date::timestamp at time zone $3) and e.scanned_at < ($2::date::timestamp at time zone $3)
  ), reports as (
    select (r.reported_at at time zone $3)::date, 'customer', 'Report', '', r.reason, coalesce(c.variant_id, 0), coalesce(c.label_maker_id, 0),
           coalesce(c.oil_maker_id, 0), coalesce(c.bottle_maker_id, 0)
      from customer_reports r left join qr_codes c on c.id = r.qr_code_id
     where r.reported_at >= ($1::date::timestamp at time zone $3) and r.reported_at < ($2::date::timestamp at time zone $3)
  ), flagged as (
    select (s.flagged_at at time zone $3)::date, 'system', 'Suspect', '', s.reason, c.variant_id, c.label_maker_id, coalesce(c.oil_maker_id, 0), c.bottle_maker_id
      from suspects s join qr_codes c on c.id = s.qr_code_id
     where s.flagged_at >= ($1::date::timestamp at time zone $3) and s.flagged_at < ($2::date::timestamp at time zone $3)
  )
  select day::text as day, ${DIMS}, count(*)::bigint as n from (select * from scans union all select * from reports union all select * from flagged) f
   group by day, ${DIMS}
  union all
  select p.po_date::text, 'provider', 'Issued', '', '', l.variant_id, p.label_maker_id, l.oil_maker_id, l.bottle_maker_id, sum(l.qr_total)::bigint
    from purchase_order_lines l join purchase_orders p on p.id = l.po_id
   where p.po_date >= $1::date and p.po_date < $2::date
   group by p.po_date, l.variant_id, p.label_maker_id, l.oil_maker_id, l.bottle_maker_id`;

type Row = Record<string, string | number>;
const canonical = (rows: Row[]) =>
  rows
    .map((r) =>
      [
        r.day,
        r.actor,
        r.result,
        r.verdict,
        r.reason,
        r.variant_id,
        r.label_maker_id,
        r.oil_maker_id,
        r.bottle_maker_id,
        String(r.n),
      ].join('|'),
    )
    .sort();

async function time(
  q: Queryable,
  sql: string,
  params: unknown[],
  runs: number,
): Promise<{ medianMs: number; rows: Row[] }> {
  const times: number[] = [];
  let rows: Row[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    rows = await q.query<Row>(sql, params);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { medianMs: round(times[Math.floor(times.length / 2)]!, 1), rows };
}

function previousMonth(): string {
  const local = new Date(Date.now() + 7 * 3_600_000);
  const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

async function main(): Promise<void> {
  const database = option('database', 'qrguard_bench');
  const month = option('month', previousMonth());
  if (!/^\d{4}-\d{2}$/.test(month)) throw new Error('--month must be YYYY-MM');
  const runs = Math.min(Math.max(Number(option('runs', '5')), 1), 20);
  const url = new URL(DEFAULT_DATABASE_URL);
  url.pathname = `/${database}`;
  const db = await openDb({ kind: 'postgres', url: url.toString() });
  try {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const start = `${month}-01`;
    const end = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    const params = [start, end, TIME_ZONE];
    // One untimed run each first, so both start with warm caches.
    await db.query(FROM_ROLLUPS, params.slice(0, 2));
    await db.query(FROM_RAW, params);
    const rollup = await time(db, FROM_ROLLUPS, params.slice(0, 2), runs);
    const raw = await time(db, FROM_RAW, params, runs);
    const a = canonical(rollup.rows);
    const b = canonical(raw.rows);
    const same = a.length === b.length && a.every((v, i) => v === b[i]);
    const [events] = await db.query<{ n: string }>(
      `select count(*)::text as n from scan_events where scanned_at >= ($1::date::timestamp at time zone $3) and scanned_at < ($2::date::timestamp at time zone $3)`,
      params,
    );
    const result = {
      database,
      month,
      rawEventsInMonth: Number(events!.n),
      resultRows: a.length,
      sameAnswer: same,
      fromRollupsMs: rollup.medianMs,
      fromRawEventsMs: raw.medianMs,
      ratio: round(raw.medianMs / Math.max(rollup.medianMs, 0.01), 1),
      runs,
      loadAverage: loadAverage(),
    };
    console.log(JSON.stringify(result, null, 2));
    if (!same) throw new Error('the rollups and the raw events disagree for this month');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
