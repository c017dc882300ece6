// What the highlight dashboards need the ingestion engine to keep besides its
// own rollups (migration 200). modules/ingest/engine.ts calls these where it
// writes a batch, so live ingestion, issuing POs and the demo generator all
// keep them current in the same transaction.
import type { Queryable } from '../../db';
import type { CodeRecord } from '../../domain/ingest-plan';
import { pendingDeltas } from '../../domain/oil-pending';
import { monthlyRollups } from '../../domain/rollup-monthly';

export { monthlyRollups };

/**
 * Applies a batch's changes to oil_pending_daily (verified labels waiting for
 * filling, by verification day). One statement, and none when the batch moved
 * no code into or out of that state (most customer-scan batches).
 */
export async function writeOilPending(
  q: Queryable,
  before: ReadonlyMap<string, CodeRecord>,
  after: readonly CodeRecord[],
  timeZone: string,
): Promise<void> {
  const d = pendingDeltas(before, after, timeZone);
  if (d.length === 0) return;
  await q.query(
    `insert into oil_pending_daily as o (day, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, pending)
     select * from unnest($1::date[], $2::int[], $3::int[], $4::int[], $5::int[], $6::bigint[])
     on conflict (day, variant_id, label_maker_id, oil_maker_id, bottle_maker_id)
     do update set pending = o.pending + excluded.pending`,
    [
      d.map((x) => x.day),
      d.map((x) => x.variantId),
      d.map((x) => x.labelMakerId),
      d.map((x) => x.oilMakerId),
      d.map((x) => x.bottleMakerId),
      d.map((x) => x.delta),
    ],
  );
}
