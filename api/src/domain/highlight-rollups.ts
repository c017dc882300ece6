// The highlight dashboards' own rollups (migration 202), derived from the
// engine's daily rollup rows of a batch, without I/O: only the facts the
// highlights count (label-maker, oil-maker and customer actors), by variant
// and company but never by customer type, which no highlight reads and which
// multiplies customer rows about fivefold; by day and by month (a year reads
// 12 buckets instead of 365). The daily buckets are already local days, so no
// time-zone arithmetic here.
import { RollupAccumulator, type RollupRow } from './rollup';

/** The actors whose facts the highlight figures count. */
export const HIGHLIGHT_ACTORS: readonly string[] = ['label_maker', 'oil_maker', 'customer'];

/** "YYYY-MM-DD" -> "YYYY-MM-01". */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** Rows mapped and summed again by bucket and dimensions, in key order (the order the engine upserts in). */
function summed(rows: readonly RollupRow[], map: (r: RollupRow) => RollupRow): RollupRow[] {
  // The accumulator's merge sums rows by bucket and dimensions; its time zone is not used by merge.
  const acc = new RollupAccumulator('UTC');
  acc.merge({ hourly: [], daily: rows.map(map) });
  return acc.rows().daily;
}

/** Daily rollup rows summed per month. */
export const monthlyRollups = (daily: readonly RollupRow[]): RollupRow[] =>
  summed(daily, (r) => ({ ...r, bucket: monthOf(r.bucket) }));

const highlightOnly = (rows: readonly RollupRow[]) => rows.filter((r) => HIGHLIGHT_ACTORS.includes(r.actor));

/** The highlight actors' rows without the customer type. */
export const companyRollups = (rows: readonly RollupRow[]): RollupRow[] =>
  summed(highlightOnly(rows), (r) => ({ ...r, customerType: '' }));
