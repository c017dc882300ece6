// The highlight dashboards' own rollup shapes (migrations 200, 201), derived
// from the engine's daily rollup rows of a batch, without I/O:
// - the monthly grain: the daily rows summed per local calendar month, so a
//   year reads 12 buckets per dimension set instead of 365;
// - the narrow shape: only the facts the highlights count (label-maker,
//   oil-maker and customer actors) by result, verdict, reason and variant,
//   without customer type, label maker, oil maker and bottle maker. A view
//   filtered by variant alone (the usual one) reads a few hundred rows a
//   month instead of thousands.
// The daily buckets are already local days, so no time-zone arithmetic here.
import { RollupAccumulator, type RollupRow } from './rollup';

/** The actors whose facts the highlight figures count. */
export const HIGHLIGHT_ACTORS: readonly string[] = ['label_maker', 'oil_maker', 'customer'];

/** "YYYY-MM-DD" -> "YYYY-MM-01". */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** Daily rollup rows summed per month, in key order (the order the engine upserts in). */
export function monthlyRollups(daily: readonly RollupRow[]): RollupRow[] {
  // The accumulator's merge sums rows by bucket and dimensions; the zone is unused by merge.
  const acc = new RollupAccumulator('UTC');
  acc.merge({ hourly: [], daily: daily.map((r) => ({ ...r, bucket: monthOf(r.bucket) })) });
  return acc.rows().daily;
}

export interface NarrowRow {
  bucket: string;
  actor: string;
  result: string;
  verdict: string;
  reason: string;
  variantId: number;
  count: number;
}

/** Rows of the highlight actors with only bucket, result, verdict, reason and variant; summed, in key order. */
export function narrowRollups(rows: readonly RollupRow[]): NarrowRow[] {
  const sums = new Map<string, NarrowRow>();
  for (const r of rows) {
    if (!HIGHLIGHT_ACTORS.includes(r.actor)) continue;
    const key = [r.bucket, r.actor, r.result, r.verdict, r.reason, r.variantId].join('\u0001');
    const row = sums.get(key);
    if (row) row.count += r.count;
    else
      sums.set(key, {
        bucket: r.bucket,
        actor: r.actor,
        result: r.result,
        verdict: r.verdict,
        reason: r.reason,
        variantId: r.variantId,
        count: r.count,
      });
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
