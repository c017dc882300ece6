// What the highlight dashboards need the ingestion engine to keep besides its
// own rollups (migrations 200, 202). modules/ingest/engine.ts calls these
// wherever it writes rollup_daily and where it applies a batch, so live
// ingestion, issuing POs and the demo generator all keep them current in the
// same transaction.
import { companyRollups, monthlyRollups } from '../../domain/highlight-rollups';
import type { CodeRecord } from '../../domain/ingest-plan';
import { pendingDeltas } from '../../domain/oil-pending';
import type { RollupRow } from '../../domain/rollup';
import type { Params } from '../ingest/statement';

const KEY = 'bucket, actor, result, verdict, reason, variant_id, label_maker_id, oil_maker_id, bottle_maker_id';

/** The upsert adding summed rows (in key order) to one grain of the highlight rollups. */
function upsertSql(
  p: Params,
  table: 'highlight_company_daily' | 'highlight_company_monthly',
  rows: readonly RollupRow[],
): string | null {
  if (rows.length === 0) return null;
  const col = <T>(f: (r: RollupRow) => T) => p.add(rows.map(f));
  return `insert into ${table} as r (${KEY}, count)
     select * from unnest(${col((r) => r.bucket)}::date[], ${col((r) => r.actor)}::text[], ${col((r) => r.result)}::text[],
                          ${col((r) => r.verdict)}::text[], ${col((r) => r.reason)}::text[], ${col((r) => r.variantId)}::int[],
                          ${col((r) => r.labelMakerId)}::int[], ${col((r) => r.oilMakerId)}::int[], ${col((r) => r.bottleMakerId)}::int[],
                          ${col((r) => r.count)}::bigint[])
     on conflict (${KEY}) do update set count = r.count + excluded.count`;
}

/**
 * The upserts that follow a batch of daily rollup deltas: the highlight
 * rollups by day and by month, as writes for the engine's one combined
 * statement. Two small upserts: each one lengthens the time a batch holds the
 * hot rollup rows, so there are no more of them than the reads need.
 */
export function highlightRollupsSql(p: Params, daily: readonly RollupRow[]): string[] {
  const rows = companyRollups(daily);
  return [
    upsertSql(p, 'highlight_company_daily', rows),
    upsertSql(p, 'highlight_company_monthly', monthlyRollups(rows)),
  ].filter((s): s is string => s !== null);
}

/**
 * The write applying a batch's changes to oil_pending_daily (verified labels
 * waiting for filling, by verification day), for the engine's combined
 * statement; none when the batch moved no code into or out of that state
 * (most customer-scan batches).
 */
export function oilPendingSql(
  p: Params,
  before: ReadonlyMap<string, CodeRecord>,
  after: readonly CodeRecord[],
  timeZone: string,
): string | null {
  const d = pendingDeltas(before, after, timeZone);
  if (d.length === 0) return null;
  const col = <T>(f: (x: (typeof d)[number]) => T) => p.add(d.map(f));
  return `insert into oil_pending_daily as o (day, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, pending)
     select * from unnest(${col((x) => x.day)}::date[], ${col((x) => x.variantId)}::int[], ${col((x) => x.labelMakerId)}::int[],
                          ${col((x) => x.oilMakerId)}::int[], ${col((x) => x.bottleMakerId)}::int[], ${col((x) => x.delta)}::bigint[])
     on conflict (day, variant_id, label_maker_id, oil_maker_id, bottle_maker_id)
     do update set pending = o.pending + excluded.pending`;
}
