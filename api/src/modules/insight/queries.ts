// Reads of Consumer Insight: the insight rollups only (migration 360), whole
// months from insight_monthly and the days around them from insight_daily.
import type { Queryable } from '../../db';
import type { DayRange } from '../../domain/highlight-filter';
import { splitByMonths } from '../../domain/highlight-period';
import type { InsightFact } from './facts';

export interface InsightSum {
  variantId: number;
  key: string;
  n: number;
}

/** One fact summed per key (and per variant when asked) over the range, for the variants given (all when absent). */
export async function readInsight(
  q: Queryable,
  fact: InsightFact,
  range: DayRange,
  variants: number[] | undefined,
  perVariant = false,
): Promise<InsightSum[]> {
  const values: unknown[] = [fact];
  const add = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const variantSql = variants ? ` and variant_id = any(${add(variants)}::int[])` : '';
  const split = splitByMonths(range.from, range.to);
  const parts: string[] = [];
  for (const d of split.days)
    parts.push(
      `select variant_id, key, count from insight_daily where fact = $1 and bucket between ${add(d.from)}::date and ${add(d.to)}::date${variantSql}`,
    );
  if (split.months)
    parts.push(
      `select variant_id, key, count from insight_monthly where fact = $1 and bucket between ${add(split.months.from)}::date and ${add(split.months.to)}::date${variantSql}`,
    );
  if (parts.length === 0) return [];
  const group = perVariant ? 'variant_id, key' : 'key';
  const rows = await q.query<{ variant_id?: number; key: string; n: string }>(
    `select ${group}, sum(count)::text as n from (${parts.join(' union all ')}) x group by ${group}`,
    values,
  );
  return rows.map((r) => ({ variantId: Number(r.variant_id ?? 0), key: r.key, n: Number(r.n) }));
}

/** Sums per key as a map. */
export const byKey = (rows: readonly InsightSum[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const r of rows) m.set(r.key, (m.get(r.key) ?? 0) + r.n);
  return m;
};
