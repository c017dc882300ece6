// Turns summed rollup facts into the answers of the highlight endpoints
// (contract/highlight.ts). Every figure is a METRICS sum, so a card and the
// chart that breaks it down count the same facts.
import {
  reasonVariantKey,
  UNKNOWN_VARIANT_KEY,
  variantKey,
  type BottleMakerRow,
  type CompanyRow,
  type HighlightStats,
  type ReasonRow,
  type ScanReportRow,
  type ScanSeriesRow,
  type SuspiciousProductRow,
} from '@qrguard/shared-api/contract';
import { bucketIndex, type Bucket } from '../../domain/highlight-period';
import { METRICS, sumOf, type Metric } from '../../domain/highlight-metrics';
import type { FactRow, Named } from './queries';

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Label-maker cards (also the overview's first five): the PO totals and the facts. */
export function labelMakerStats(
  facts: readonly FactRow[],
  po: { totalQr: number; notScanned: number },
): HighlightStats {
  return {
    total_qr: po.totalQr,
    total_scan: sumOf(facts, 'labelScan'),
    active: sumOf(facts, 'labelActive'),
    failed: sumOf(facts, 'labelFailed'),
    total_inactive: po.notScanned,
    deactivate: sumOf(facts, 'oilDeactivate'),
  };
}

export function oilMakerStats(facts: readonly FactRow[], awaiting: number): HighlightStats {
  return {
    total_qr: sumOf(facts, 'oilTotalQr'),
    total_scan: sumOf(facts, 'oilScan'),
    active: sumOf(facts, 'oilActive'),
    failed: sumOf(facts, 'oilFailed'),
    total_inactive: awaiting,
    deactivate: sumOf(facts, 'oilDeactivate'),
  };
}

export function dashboardStats(facts: readonly FactRow[]): { total: number; valid: number; invalid: number } {
  return {
    total: sumOf(facts, 'customerScan'),
    valid: sumOf(facts, 'customerValid'),
    invalid: sumOf(facts, 'customerInvalid'),
  };
}

export function customerStats(facts: readonly FactRow[]) {
  return {
    scan: sumOf(facts, 'customerScan'),
    report: sumOf(facts, 'report'),
    valid: sumOf(facts, 'customerValid'),
    invalid: sumOf(facts, 'customerInactive'),
    expired: sumOf(facts, 'customerExpired'),
  };
}

/** Adds each fact row's count to its bucket, per named series. Rows outside every bucket are ignored. */
function perBucket<K extends string>(
  buckets: readonly Bucket[],
  facts: readonly FactRow[],
  series: Record<K, (f: FactRow) => boolean>,
): Record<K, number>[] {
  const keys = Object.keys(series) as K[];
  const out = buckets.map(() => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>);
  for (const f of facts) {
    const i = bucketIndex(buckets, f.bucket);
    if (i < 0) continue;
    for (const k of keys) if (series[k](f)) out[i]![k] += f.n;
  }
  return out;
}

export function scanSeries(buckets: readonly Bucket[], facts: readonly FactRow[]): ScanSeriesRow[] {
  const sums = perBucket(buckets, facts, { valid: METRICS.customerValid, invalid: METRICS.customerInvalid });
  return buckets.map((b, i) => ({ period: b.period, ...sums[i]! }));
}

export function scanReportSeries(buckets: readonly Bucket[], facts: readonly FactRow[]): ScanReportRow[] {
  const sums = perBucket(buckets, facts, {
    scan: METRICS.customerScan,
    valid: METRICS.customerValid,
    report: METRICS.report,
  });
  return buckets.map((b, i) => ({ period: b.period, ...sums[i]! }));
}

/**
 * Rows of "<a>_<Variant>" and "<b>_<Variant>" counts per bucket, one key pair
 * per variant listed (zeros included) so every row has the same keys.
 */
export function variantSeries<A extends string, B extends string>(
  buckets: readonly Bucket[],
  facts: readonly FactRow[],
  variants: readonly Named[],
  a: [A, Metric],
  b: [B, Metric],
): ({ period: string } & Record<string, number>)[] {
  const rows = buckets.map((bucket) => {
    const row: { period: string } & Record<string, number> = { period: bucket.period } as never;
    for (const v of variants) {
      row[`${a[0]}_${variantKey(v.name)}`] = 0;
      row[`${b[0]}_${variantKey(v.name)}`] = 0;
    }
    return row;
  });
  const names = new Map(variants.map((v) => [v.id, variantKey(v.name)]));
  for (const f of facts) {
    const name = names.get(f.variant_id);
    const i = bucketIndex(buckets, f.bucket);
    if (name === undefined || i < 0) continue;
    if (METRICS[a[1]](f)) rows[i]![`${a[0]}_${name}`]! += f.n;
    if (METRICS[b[1]](f)) rows[i]![`${b[0]}_${name}`]! += f.n;
  }
  return rows;
}

/** Most Suspicious Product: invalid customer scans per variant ("Unknown" for codes never issued), largest first. */
export function suspiciousProducts(facts: readonly FactRow[], variants: Map<number, string>): SuspiciousProductRow[] {
  const counts = new Map<string, number>();
  for (const f of facts) {
    if (!METRICS.customerInvalid(f)) continue;
    const name = f.variant_id === 0 ? 'Unknown' : (variants.get(f.variant_id) ?? 'Unknown');
    counts.set(name, (counts.get(name) ?? 0) + f.n);
  }
  return [...counts.entries()]
    .filter(([, count]) => count > 0)
    .map(([name, count]) => ({ name, count }))
    .sort((x, y) => y.count - x.count || byName(x.name, y.name));
}

/** Detailed by Bottle Maker: verified and rejected labels per bottle maker, by name. */
export function bottleMakerRows(facts: readonly FactRow[], names: Map<number, string>): BottleMakerRow[] {
  const rows = new Map<number, BottleMakerRow>();
  for (const f of facts) {
    const active = METRICS.labelActive(f);
    const failed = METRICS.labelFailed(f);
    if (!active && !failed) continue;
    let row = rows.get(f.bottle_maker_id);
    if (!row) {
      row = { bottle_maker: names.get(f.bottle_maker_id) ?? `#${f.bottle_maker_id}`, active: 0, failed: 0 };
      rows.set(f.bottle_maker_id, row);
    }
    if (active) row.active += f.n;
    if (failed) row.failed += f.n;
  }
  return [...rows.values()]
    .filter((r) => r.active + r.failed > 0)
    .sort((x, y) => byName(x.bottle_maker, y.bottle_maker));
}

/** Company pies: the metric per company, split by variant; both largest first. */
export function companyRows(
  facts: readonly FactRow[],
  metric: Metric,
  companyOf: (f: FactRow) => number,
  companies: Map<number, string>,
  variants: Map<number, string>,
): CompanyRow[] {
  const rows = new Map<number, Map<string, number>>();
  for (const f of facts) {
    if (!METRICS[metric](f) || f.n === 0) continue;
    const id = companyOf(f);
    let split = rows.get(id);
    if (!split) rows.set(id, (split = new Map()));
    const variant = variants.get(f.variant_id) ?? 'Unknown';
    split.set(variant, (split.get(variant) ?? 0) + f.n);
  }
  return [...rows.entries()]
    .map(([id, split]) => {
      const sub_data = [...split.entries()]
        .map(([variant, count]) => ({ variant, count }))
        .sort((x, y) => y.count - x.count || byName(x.variant, y.variant));
      return { company: companies.get(id) ?? `#${id}`, count: sub_data.reduce((s, v) => s + v.count, 0), sub_data };
    })
    .sort((x, y) => y.count - x.count || byName(x.company, y.company));
}

/**
 * Reasons for Report: one row per reason (those given, then any other found),
 * with a count per variant listed and `unknown` for codes never issued.
 */
export function reasonRows(
  facts: readonly FactRow[],
  reasons: readonly string[],
  variants: readonly Named[],
): ReasonRow[] {
  const keys = new Map(variants.map((v) => [v.id, reasonVariantKey(v.name)]));
  const rows = new Map<string, ReasonRow>();
  const rowOf = (reason: string) => {
    let row = rows.get(reason);
    if (!row) {
      row = { reason };
      for (const key of keys.values()) row[key] = 0;
      row[UNKNOWN_VARIANT_KEY] = 0;
      rows.set(reason, row);
    }
    return row;
  };
  for (const reason of reasons) rowOf(reason);
  for (const f of facts) {
    if (!METRICS.report(f)) continue;
    const key = f.variant_id === 0 ? UNKNOWN_VARIANT_KEY : keys.get(f.variant_id);
    if (key === undefined) continue;
    const row = rowOf(f.reason);
    row[key] = (row[key] as number) + f.n;
  }
  return [...rows.values()];
}
