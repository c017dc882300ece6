// "Total Inactive" of the oil-maker highlight (contract/highlight.ts): of the
// labels verified in the range, those neither activated nor deactivated yet.
// It is a state of codes, kept as a count per verification day and dimension
// set (table oil_pending_daily). This module works out, without I/O, how a
// batch of ingestion changed that count: the state of each changed code
// before the batch against its state after it.
import { QR_STATUS } from './constants';
import type { CodeRecord } from './ingest-plan';
import { localBuckets } from './local-time';

export interface PendingKey {
  /** Business-local day the label passed verification. */
  day: string;
  variantId: number;
  labelMakerId: number;
  oilMakerId: number;
  bottleMakerId: number;
}

export interface PendingDelta extends PendingKey {
  delta: number;
}

/** A code is waiting for the filling line: its label passed verification and no oil maker acted on it yet. */
export function isAwaitingFilling(code: CodeRecord): boolean {
  const s = code.state;
  return s.labelScannedAt !== null && !s.labelFailed && s.status === QR_STATUS.verified && s.oilActivatedAt === null;
}

function keyOf(code: CodeRecord, timeZone: string): PendingKey {
  return {
    day: localBuckets(code.state.labelScannedAt!, timeZone).day,
    variantId: code.facts.variantId,
    labelMakerId: code.state.labelMakerId,
    oilMakerId: code.state.oilMakerId ?? 0,
    bottleMakerId: code.facts.bottleMakerId,
  };
}

const text = (k: PendingKey) => [k.day, k.variantId, k.labelMakerId, k.oilMakerId, k.bottleMakerId].join('|');

/**
 * The changes to the pending counts: -1 where a code was waiting before and
 * is not (or is under another key) after, +1 the other way round. Summed per
 * key, zeros dropped, in key order (so concurrent writers lock rows in the
 * same order). `before` holds the codes as loaded for the batch (by qrcode);
 * `after` the final state of the codes the batch changed.
 */
export function pendingDeltas(
  before: ReadonlyMap<string, CodeRecord>,
  after: readonly CodeRecord[],
  timeZone: string,
): PendingDelta[] {
  const sums = new Map<string, PendingDelta>();
  const bump = (k: PendingKey, delta: number) => {
    const key = text(k);
    const row = sums.get(key);
    if (row) row.delta += delta;
    else sums.set(key, { ...k, delta });
  };
  for (const next of after) {
    const prev = before.get(next.facts.qrcode);
    if (prev && isAwaitingFilling(prev)) bump(keyOf(prev, timeZone), -1);
    if (isAwaitingFilling(next)) bump(keyOf(next, timeZone), +1);
  }
  return [...sums.entries()]
    .filter(([, row]) => row.delta !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);
}
