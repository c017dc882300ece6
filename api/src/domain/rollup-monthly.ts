// The monthly grain of the rollups (migration 200): the daily rows of a batch
// summed per local calendar month. A year's highlight reads 12 buckets per
// dimension set instead of 365. The daily buckets are already local days, so
// no time-zone arithmetic is needed: the month is the day's first 7 characters.
import { RollupAccumulator, type RollupRow } from './rollup';

/** "YYYY-MM-DD" -> "YYYY-MM-01". */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** Daily rollup rows summed per month, in key order (the order the engine upserts in). */
export function monthlyRollups(daily: readonly RollupRow[]): RollupRow[] {
  // The accumulator's merge sums rows by bucket and dimensions; the zone is unused by merge.
  const acc = new RollupAccumulator('UTC');
  acc.merge({ hourly: [], daily: daily.map((r) => ({ ...r, bucket: monthOf(r.bucket) })) });
  return acc.rows().daily;
}
