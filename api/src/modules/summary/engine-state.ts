// What the Summary report needs the ingestion engine to keep besides its own
// rollups (migration 350): customer scans by month and channel. Derived from
// a batch's daily rollup deltas without I/O; modules/ingest/engine.ts adds the
// upsert wherever it writes rollup_daily (live batches, issuing POs, the demo
// generator's bulk rollups), in the same statement.
import { monthOf } from '../../domain/highlight-rollups';
import type { RollupRow } from '../../domain/rollup';
import type { Params } from '../ingest/statement';

/** The customer results the summary counts as scans (a report is no scan). */
export const CHANNEL_SCAN_RESULTS: readonly string[] = ['Success', 'Not Found'];

export interface ChannelRow {
  /** The month's first day, "YYYY-MM-01". */
  bucket: string;
  customerType: string;
  result: string;
  verdict: string;
  count: number;
}

/** The customer scans of daily rollup rows, summed per month, channel, result and verdict, in key order. */
export function channelRollups(daily: readonly RollupRow[]): ChannelRow[] {
  const sums = new Map<string, ChannelRow>();
  for (const r of daily) {
    if (r.actor !== 'customer' || !CHANNEL_SCAN_RESULTS.includes(r.result) || r.count === 0) continue;
    const bucket = monthOf(r.bucket);
    const key = `${bucket}\u0001${r.customerType}\u0001${r.result}\u0001${r.verdict}`;
    const row = sums.get(key);
    if (row) row.count += r.count;
    else sums.set(key, { bucket, customerType: r.customerType, result: r.result, verdict: r.verdict, count: r.count });
  }
  // Key order, as every rollup upsert locks its rows (no deadlock between writers).
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** The upsert of a batch's channel rows, for the engine's combined statement; null when the batch has none. */
export function summaryRollupsSql(p: Params, daily: readonly RollupRow[]): string | null {
  const rows = channelRollups(daily);
  if (rows.length === 0) return null;
  const col = <T>(f: (r: ChannelRow) => T) => p.add(rows.map(f));
  return `insert into summary_channel_monthly as r (bucket, customer_type, result, verdict, count)
     select * from unnest(${col((r) => r.bucket)}::date[], ${col((r) => r.customerType)}::text[], ${col((r) => r.result)}::text[],
                          ${col((r) => r.verdict)}::text[], ${col((r) => r.count)}::bigint[])
     on conflict (bucket, customer_type, result, verdict) do update set count = r.count + excluded.count`;
}
