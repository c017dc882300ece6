// Pie and donut specs. The donut shows "Total" and the sum in its centre and
// puts each slice's percentage inside it, or outside with a leader line when
// the slice is under 8 % of the whole (too thin to hold the text; spec
// shell-highlights 2 and 9).
import type { ApexOptions } from 'apexcharts';
import { formatNumber } from '../format/formatters';
import { t } from '../i18n/i18n';
import { baseOptions, colorAt, formatPercent, type ChartSpec } from './spec';

/** Spec shell-highlights 9: donut labels move outside below 8 percent. */
export const OUTSIDE_BELOW_PERCENT = 8;

export interface SliceInput {
  labels: string[];
  values: number[];
  height?: number;
  /** Colours by slice (default: by position). */
  colors?: string[];
}

export type LabelPlacement = 'inside' | 'outside' | 'none';

/** Where each slice's percentage goes: inside, outside (under the threshold), or nowhere (an empty slice). */
export function labelPlacements(values: readonly number[], outsideBelow = OUTSIDE_BELOW_PERCENT): LabelPlacement[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => {
    if (!value || !total) return 'none';
    return (value / total) * 100 < outsideBelow ? 'outside' : 'inside';
  });
}

export const sumOf = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/** True when there is nothing to draw (no slice, or all 0). */
export const slicesAreEmpty = (values: readonly number[]): boolean => values.every((value) => !value);

function sliceOptions({ labels, values, colors }: SliceInput): ApexOptions {
  const placements = labelPlacements(values);
  const base = baseOptions();
  return {
    ...base,
    labels,
    colors: colors ?? labels.map((_, index) => colorAt(index)),
    dataLabels: {
      enabled: true,
      // `percent` is ApexCharts' share of the slice in the whole.
      formatter: (percent: number, opts?: { seriesIndex: number }) =>
        placements[opts?.seriesIndex ?? -1] === 'inside' ? formatPercent(percent) : '',
    },
    plotOptions: {
      pie: {
        dataLabels: {
          minAngleToShowLabel: 0,
          external: {
            show: placements.includes('outside'),
            formatter: (_name: string, opts: { seriesIndex: number; percent: number }) =>
              placements[opts.seriesIndex] === 'outside' ? formatPercent(opts.percent) : '',
            connector: { show: true },
          },
        },
      },
    },
  };
}

export interface DonutInput extends SliceInput {
  /** Centre label above the sum (spec: Total). */
  totalLabel?: string;
}

export function donutChartSpec(input: DonutInput): ChartSpec {
  const options = sliceOptions(input);
  const total = sumOf(input.values);
  const pie = options.plotOptions?.pie ?? {};
  options.chart = { ...options.chart, type: 'donut' };
  options.plotOptions = {
    pie: {
      ...pie,
      donut: {
        labels: {
          show: true,
          value: { formatter: (value: number | string) => formatNumber(value) },
          total: {
            show: true,
            showAlways: true,
            label: input.totalLabel ?? t('common.total'),
            formatter: () => formatNumber(total),
          },
        },
      },
    },
  };
  return { type: 'donut', series: [...input.values], options, height: input.height ?? 320, categories: input.labels };
}

export interface PieInput extends SliceInput {
  /** A slice was clicked (its index), or the selection was cleared (null). */
  onSelect?: (index: number | null) => void;
}

/**
 * The slice a pie's dataPointSelection event leaves selected. A pie keeps its
 * selection in series 0; ApexCharts toggles, so a second click on the same
 * slice clears it (null).
 */
export function selectedSlice(
  opts: { dataPointIndex: number; selectedDataPoints?: number[][] } | undefined,
): number | null {
  if (!opts) return null;
  return opts.selectedDataPoints?.[0]?.includes(opts.dataPointIndex) ? opts.dataPointIndex : null;
}

export function pieChartSpec(input: PieInput): ChartSpec {
  const options = sliceOptions(input);
  const { onSelect } = input;
  options.chart = {
    ...options.chart,
    type: 'pie',
    events: onSelect
      ? {
          dataPointSelection: (_event, _chart, opts?: { dataPointIndex: number; selectedDataPoints?: number[][] }) => {
            onSelect(selectedSlice(opts));
          },
        }
      : {},
  };
  options.plotOptions = { pie: { ...options.plotOptions?.pie, expandOnClick: true } };
  return { type: 'pie', series: [...input.values], options, height: input.height ?? 320, categories: input.labels };
}
