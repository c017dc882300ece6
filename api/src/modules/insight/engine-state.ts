// What Consumer Insight needs the ingestion engine to keep (migration 360):
// insight_daily and insight_monthly, as two upserts of the engine's one
// combined statement per batch (modules/ingest/engine.ts), so live ingestion
// and the demo generator keep them current in the same transaction.
import type { CodeRecord, Plan } from '../../domain/ingest-plan';
import type { Params } from '../ingest/statement';
import { insightFacts, monthlyRows, type InsightRow, type RepeatMove } from './facts';

const COLUMNS = 'fact text, bucket date, variant_id int, key text, count bigint';

/**
 * One grain's upsert: the batch's rows plus, for the codes that moved between
 * repeat bands after an earlier first scan, -1 / +1 on their cohort (the day
 * of their first customer scan since the last reset, read from their events:
 * those of earlier batches are visible, this statement's own are not needed).
 * Everything is summed per key before the upsert, which meets each row once,
 * in key order.
 */
function upsertSql(
  p: Params,
  table: 'insight_daily' | 'insight_monthly',
  rows: readonly InsightRow[],
  moves: readonly RepeatMove[],
  timeZone: string,
): string | null {
  if (rows.length === 0 && moves.length === 0) return null;
  const month = table === 'insight_monthly';
  const parts: string[] = [];
  if (rows.length > 0) {
    const json = rows.map((r) => ({
      fact: r.fact,
      bucket: r.bucket,
      variant_id: r.variantId,
      key: r.key,
      count: r.count,
    }));
    parts.push(`select * from json_to_recordset(${p.add(JSON.stringify(json))}::json) as x(${COLUMNS})`);
  }
  if (moves.length > 0) {
    const json = moves.map((m) => ({
      id: m.qrCodeId,
      variant_id: m.variantId,
      from_band: m.from,
      to_band: m.to,
      fallback: m.fallbackDay,
    }));
    const day = `coalesce((f.first_at at time zone ${p.add(timeZone)})::date, m.fallback)`;
    parts.push(`select 'repeat', ${month ? `date_trunc('month', ${day})::date` : day}, m.variant_id, k.key, k.delta
       from json_to_recordset(${p.add(JSON.stringify(json))}::json) as m(id int, variant_id int, from_band text, to_band text, fallback date)
       cross join lateral (
         select min(e.scanned_at) as first_at from scan_events e
          where e.qr_code_id = m.id and e.actor = 'customer'
            and e.scanned_at > coalesce((select max(r.reset_at) from customer_scan_resets r where r.qr_code_id = m.id), '-infinity')) f
       cross join lateral (values (m.from_band, -1::bigint), (m.to_band, 1::bigint)) as k(key, delta)`);
  }
  return `insert into ${table} as r (fact, bucket, variant_id, key, count)
     select fact, bucket, variant_id, key, sum(count)::bigint from (${parts.join(' union all ')}) as u(fact, bucket, variant_id, key, count)
      group by 1, 2, 3, 4 order by 1, 2, 3, 4
     on conflict (fact, bucket, variant_id, key) do update set count = r.count + excluded.count`;
}

/** The writes keeping Consumer Insight's rollups, for the engine's combined statement (none when the batch adds nothing). */
export function insightRollupsSql(
  p: Params,
  plan: Pick<Plan, 'events' | 'changedCodes' | 'suspects' | 'reports'>,
  before: ReadonlyMap<string, CodeRecord>,
  timeZone: string,
): string[] {
  const { daily, moves } = insightFacts(plan, before, timeZone);
  return [
    upsertSql(p, 'insight_daily', daily, moves, timeZone),
    upsertSql(p, 'insight_monthly', monthlyRows(daily), moves, timeZone),
  ].filter((s): s is string => s !== null);
}
