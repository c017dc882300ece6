// The "A vs B, stacked per variant" charts (Scan vs Active, QR vs Active): per
// period two stacks, each split by variant; a variant has the same colour in
// both stacks, lighter in the second.
import type { Variant } from '@qrguard/shared-api';
import { colorAt, periodLabels, t, type BarChartInput, type PeriodMode } from '@qrguard/shared-ui';
import { variantKeysOf, variantName } from './variantNames';

export interface StackDefinition {
  /** Row key prefix, e.g. 'activate' for activate_MPX1. */
  prefix: string;
  /** Stack name in the legend: a translation key, e.g. 'highlight.series.active' (Active). */
  label: string;
  opacity?: number;
}

type PeriodRow = { period: string } & Record<string, unknown>;

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function pairedVariantChart(
  rows: readonly PeriodRow[],
  stacks: readonly StackDefinition[],
  mode: PeriodMode,
  variants: readonly Variant[],
): BarChartInput {
  const keys = variantKeysOf(
    rows,
    stacks.map((s) => s.prefix),
  );
  return {
    categories: periodLabels(
      rows.map((r) => r.period),
      mode,
    ),
    stacked: true,
    series: stacks.flatMap((stack) => {
      const label = t(stack.label);
      return keys.map((key, index) => ({
        name: `${variantName(key, variants)} ${label}`,
        group: label,
        color: colorAt(index),
        opacity: stack.opacity,
        data: rows.map((row) => count(row[`${stack.prefix}_${key}`])),
      }));
    }),
  };
}
