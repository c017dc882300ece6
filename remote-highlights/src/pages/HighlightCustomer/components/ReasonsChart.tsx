// Reasons for Report: one horizontal bar per reason, stacked by variant and
// Unknown (report-reason-overview rows: reason plus mpx1, ..., unknown). The
// reasons are values of the API (Indonesian, as customers chose them), shown
// in the reader's language (issue 10).
import { useFilterLists, UNKNOWN_VARIANT_KEY, type ReasonRow, type Variant } from '@qrguard/shared-api';
import { apiValueText, BarChartCard, colorAt, t, useT, type BarChartInput, type BlockData } from '@qrguard/shared-ui';
import { reasonVariantName } from '../../../common/variantNames';
import { REASONS_INFO, REASONS_TITLE } from '../types';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function reasonsChart(rows: readonly ReasonRow[], variants: readonly Variant[]): BarChartInput {
  const keys: string[] = [];
  for (const row of rows)
    for (const key of Object.keys(row)) if (key !== 'reason' && !keys.includes(key)) keys.push(key);
  // Unknown last, whatever order the keys came in.
  const ordered = [...keys.filter((k) => k !== UNKNOWN_VARIANT_KEY), ...keys.filter((k) => k === UNKNOWN_VARIANT_KEY)];
  return {
    categories: rows.map((r) => apiValueText(t, 'reason', r.reason)),
    stacked: true,
    horizontal: true,
    series: ordered.map((key, index) => ({
      name: reasonVariantName(key, variants),
      data: rows.map((row) => count(row[key])),
      color: key === UNKNOWN_VARIANT_KEY ? '#8c8c8c' : colorAt(index),
    })),
  };
}

export function ReasonsChart({ block }: { block: BlockData<ReasonRow[]> }) {
  const { variants } = useFilterLists();
  const translate = useT();
  return (
    <BarChartCard
      title={translate(REASONS_TITLE)}
      info={translate(REASONS_INFO)}
      block={block}
      chart={(rows) => reasonsChart(rows, variants)}
    />
  );
}
