// Reads of the highlight dashboards: rollups only (the engine's hourly grain
// for a DAILY series, the highlight rollups by day and by month otherwise),
// the purchase-order lines' counters and the labels awaiting filling. Never
// the raw scan events.
import type { Queryable } from '../../db';
import type { DayRange, HighlightDims } from '../../domain/highlight-filter';
import { addDays, splitByMonths } from '../../domain/highlight-period';

/** Columns a fact row can be grouped by besides actor, result and verdict. */
export type FactColumn = 'reason' | 'variant_id' | 'label_maker_id' | 'oil_maker_id' | 'bottle_maker_id';

export interface FactRow {
  /** The rollup key when grouped by bucket: "YYYY-MM-DD" (daily, monthly) or "YYYY-MM-DD HH:00" (hourly). */
  bucket: string;
  actor: string;
  result: string;
  verdict: string;
  reason: string;
  variant_id: number;
  label_maker_id: number;
  oil_maker_id: number;
  bottle_maker_id: number;
  n: number;
}

export interface FactQuery {
  range: DayRange;
  dims: HighlightDims;
  actors: readonly string[];
  /** Only these results; all when absent. */
  results?: readonly string[];
  groupBy?: readonly FactColumn[];
  /**
   * 'hourly': group by hour (a DAILY series). 'daily': group by day (series
   * cut in days). 'none': no bucket (cards), read from whole months where it can.
   * 'months': group by the rollup key, whole months from the monthly grain (YEARLY).
   */
  buckets: 'hourly' | 'daily' | 'months' | 'none';
}

/** Adds parameters and returns their placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The conditions of the dimension filters; `columns` names each dimension's column. */
function dimsSql(p: Params, dims: HighlightDims, columns: Record<keyof HighlightDims, string>): string[] {
  const out: string[] = [];
  for (const field of ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'] as const) {
    const ids = dims[field];
    if (ids) out.push(`${columns[field]} = any(${p.add(ids)}::int[])`);
  }
  return out;
}

const ROLLUP_DIMS = {
  variant: 'variant_id',
  labelmaker: 'label_maker_id',
  bottlemaker: 'bottle_maker_id',
  oilmaker: 'oil_maker_id',
};

/** Facts summed per actor, result, verdict, the columns asked for and (for series) the bucket. */
export async function readFacts(q: Queryable, f: FactQuery): Promise<FactRow[]> {
  const p = new Params();
  const common = [`actor = any(${p.add(f.actors)}::text[])`];
  if (f.results) common.push(`result = any(${p.add(f.results)}::text[])`);
  common.push(...dimsSql(p, f.dims, ROLLUP_DIMS));
  const extra = f.groupBy ?? [];
  const cols = ['actor', 'result', 'verdict', ...extra];
  const withBucket = f.buckets !== 'none';
  const select = (bucketExpr: string, table: string, where: string) =>
    `select ${withBucket ? `${bucketExpr} as bucket, ` : ''}${cols.join(', ')}, count from ${table} where ${[where, ...common].join(' and ')}`;

  const parts: string[] = [];
  const { from, to } = f.range;
  if (from <= to) {
    if (f.buckets === 'hourly') {
      parts.push(
        select(
          `bucket`,
          'rollup_hourly',
          `bucket >= ${p.add(`${from} 00:00:00`)}::timestamp and bucket < ${p.add(`${addDays(to)} 00:00:00`)}::timestamp`,
        ),
      );
    } else if (f.buckets === 'daily') {
      parts.push(
        select('bucket', 'highlight_company_daily', `bucket between ${p.add(from)}::date and ${p.add(to)}::date`),
      );
    } else {
      const split = splitByMonths(from, to);
      for (const d of split.days)
        parts.push(
          select('bucket', 'highlight_company_daily', `bucket between ${p.add(d.from)}::date and ${p.add(d.to)}::date`),
        );
      if (split.months)
        parts.push(
          select(
            'bucket',
            'highlight_company_monthly',
            `bucket between ${p.add(split.months.from)}::date and ${p.add(split.months.to)}::date`,
          ),
        );
    }
  }
  if (parts.length === 0) return [];
  const groupCols = withBucket ? ['bucket', ...cols] : cols;
  // Grouped by the bucket's own type (date or timestamp); turned into the text key once per group.
  const bucketText = f.buckets === 'hourly' ? `to_char(bucket, 'YYYY-MM-DD HH24:00')` : `to_char(bucket, 'YYYY-MM-DD')`;
  const selectCols = withBucket ? [`${bucketText} as bucket`, ...cols] : cols;
  const rows = await q.query<Record<string, unknown>>(
    `select ${selectCols.join(', ')}, sum(count)::text as n from (${parts.join('\nunion all\n')}) x group by ${groupCols.join(', ')}`,
    p.values,
  );
  return rows.map((r) => ({
    bucket: (r.bucket as string | undefined) ?? '',
    actor: r.actor as string,
    result: r.result as string,
    verdict: r.verdict as string,
    reason: (r.reason as string | undefined) ?? '',
    variant_id: Number(r.variant_id ?? 0),
    label_maker_id: Number(r.label_maker_id ?? 0),
    oil_maker_id: Number(r.oil_maker_id ?? 0),
    bottle_maker_id: Number(r.bottle_maker_id ?? 0),
    n: Number(r.n),
  }));
}

/**
 * Label-maker Total QR and Total Inactive: codes issued on purchase orders
 * dated in the range (the 4 % spare included), and of them those with no
 * verification scan yet, from the PO lines' counters (kept by ingestion).
 */
export async function purchaseOrderTotals(
  q: Queryable,
  range: DayRange,
  dims: HighlightDims,
): Promise<{ totalQr: number; notScanned: number }> {
  if (range.from > range.to) return { totalQr: 0, notScanned: 0 };
  const p = new Params();
  const where = [
    `p.po_date between ${p.add(range.from)}::date and ${p.add(range.to)}::date`,
    ...dimsSql(p, dims, {
      variant: 'l.variant_id',
      labelmaker: 'p.label_maker_id',
      bottlemaker: 'l.bottle_maker_id',
      oilmaker: 'l.oil_maker_id',
    }),
  ];
  const [row] = await q.query<{ total_qr: string; not_scanned: string }>(
    `select coalesce(sum(l.qr_total), 0)::text as total_qr,
            coalesce(sum(greatest(0, l.qr_total - l.label_success - l.label_reject)), 0)::text as not_scanned
       from purchase_order_lines l join purchase_orders p on p.id = l.po_id
      where ${where.join(' and ')}`,
    p.values,
  );
  return { totalQr: Number(row?.total_qr ?? 0), notScanned: Number(row?.not_scanned ?? 0) };
}

/** Oil-maker Total Inactive: labels verified in the range that no oil maker activated or deactivated yet. */
export async function awaitingFilling(q: Queryable, range: DayRange, dims: HighlightDims): Promise<number> {
  if (range.from > range.to) return 0;
  const p = new Params();
  const where = [
    `day between ${p.add(range.from)}::date and ${p.add(range.to)}::date`,
    ...dimsSql(p, dims, ROLLUP_DIMS),
  ];
  const [row] = await q.query<{ n: string }>(
    `select greatest(0, coalesce(sum(pending), 0))::text as n from oil_pending_daily where ${where.join(' and ')}`,
    p.values,
  );
  return Number(row?.n ?? 0);
}

export interface Named {
  id: number;
  name: string;
}

/** The variants a series or reason chart has keys for: those of the filter, or every variant; by name. */
export async function variantsFor(q: Queryable, ids: number[] | undefined): Promise<Named[]> {
  return ids
    ? q.query<Named>('select id, name from variants where id = any($1::int[]) order by name, id', [ids])
    : q.query<Named>('select id, name from variants order by name, id');
}

/** Names of master-data rows by id. Oil makers read "code - name" (spec shell-highlights 3). */
export async function namesOf(
  q: Queryable,
  table: 'variants' | 'label_makers' | 'bottle_makers' | 'oil_makers',
): Promise<Map<number, string>> {
  const sql =
    table === 'oil_makers'
      ? `select id, code || ' - ' || name as name from oil_makers`
      : `select id, name from ${table}`;
  const rows = await q.query<Named>(sql);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
