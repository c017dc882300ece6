// Builds a Summary report section (contract/summary.ts) out of monthly facts,
// without I/O: twelve month rows (zeros included) with the Total column and
// each group's figures, and the Total row summed over the months. A fact whose
// group is not listed still counts in the Total column, so the Total column
// always equals the programme's figure on the highlight pages.
import type { SummaryGroup } from '@qrguard/shared-api/contract';

export type Figures = Record<string, number>;

export interface SummaryTable<F extends Figures> {
  year: number;
  first_year: number;
  groups: SummaryGroup[];
  rows: { month: number; total: F; groups: Record<string, F> }[];
  total: { total: F; groups: Record<string, F> };
}

/** One monthly fact: `figures` are added to the month's Total column and, when `group` is listed, to that group. */
export interface MonthFact<F extends Figures> {
  month: number;
  group: string | null;
  figures: Partial<F>;
}

const add = <F extends Figures>(into: F, from: Partial<F>) => {
  for (const [k, v] of Object.entries(from)) if (v !== undefined) (into as Figures)[k] = (into[k] ?? 0) + v;
};

export function summaryTable<F extends Figures>(o: {
  year: number;
  firstYear: number;
  groups: SummaryGroup[];
  zero: () => F;
  facts?: readonly MonthFact<F>[];
}): SummaryTable<F> {
  const groupsOf = () => Object.fromEntries(o.groups.map((g) => [g.key, o.zero()])) as Record<string, F>;
  const rows = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, total: o.zero(), groups: groupsOf() }));
  for (const f of o.facts ?? []) {
    const row = rows[f.month - 1];
    if (!row) continue;
    add(row.total, f.figures);
    const group = f.group === null ? undefined : row.groups[f.group];
    if (group) add(group, f.figures);
  }
  const total = { total: o.zero(), groups: groupsOf() };
  for (const row of rows) {
    add(total.total, row.total);
    for (const g of o.groups) add(total.groups[g.key]!, row.groups[g.key]!);
  }
  return { year: o.year, first_year: o.firstYear, groups: o.groups, rows, total };
}
