// Bar chart specs: grouped (side by side), stacked, stacked in several stacks
// per category (series with a `group`, e.g. Active and Scan per period, each
// stacked by variant), and horizontal stacked (Reasons for Report). Also the
// input of the common "one series per field of a period row" chart.
import type { ApexOptions } from 'apexcharts';
import type { PeriodMode } from '../dates/dateRange';
import { formatNumber } from '../format/formatters';
import { periodLabels } from './periodLabels';
import { baseOptions, colorAt, type ChartSpec } from './spec';

export interface BarSeries {
  name: string;
  /** One value per category. */
  data: number[];
  /** Stacked charts: series with the same group share a stack. */
  group?: string;
  /** Default: the colour of the series' position. */
  color?: string;
  /** Fill opacity, e.g. a lighter second stack (default 1). */
  opacity?: number;
}

export interface BarChartInput {
  categories: string[];
  series: BarSeries[];
  /** Stack the series (per `group` when the series have one). Default: side by side. */
  stacked?: boolean;
  /** Bars along the x axis, categories down the side. */
  horizontal?: boolean;
  height?: number;
}

/** A bar chart's height unless its input says otherwise. */
export const BAR_CHART_HEIGHT = 350;

export function barChartSpec({
  categories,
  series,
  stacked = false,
  horizontal = false,
  height = BAR_CHART_HEIGHT,
}: BarChartInput): ChartSpec {
  const base = baseOptions();
  const numberAxis = { labels: { formatter: (value: number) => formatNumber(value, 0) } };
  const options: ApexOptions = {
    ...base,
    chart: { ...base.chart, type: 'bar', stacked },
    colors: series.map((s, index) => s.color ?? colorAt(index)),
    fill: { opacity: series.map((s) => s.opacity ?? 1) },
    plotOptions: { bar: { horizontal, columnWidth: '60%', barHeight: '70%', borderRadius: 2 } },
    dataLabels: { enabled: false },
    xaxis: { categories, ...(horizontal ? numberAxis : {}) },
    yaxis: horizontal ? {} : numberAxis,
  };
  return {
    type: 'bar',
    series: series.map(({ name, data, group }) => (group === undefined ? { name, data } : { name, data, group })),
    options,
    height,
    categories,
  };
}

/** True when there is nothing to draw: no category, or every value is 0. */
export function barChartIsEmpty(input: Pick<BarChartInput, 'categories' | 'series'>): boolean {
  return input.categories.length === 0 || input.series.every((s) => s.data.every((value) => !value));
}

/** One series of a period bar chart: a named, coloured field of the rows. */
export interface PeriodBarSeries<R> {
  name: string;
  value: (row: R) => number;
  color: string;
}

/**
 * One bar series per field of period rows (Scan vs Report, Scan & Suspicious
 * Item): the categories are the rows' periods labelled for the mode, the
 * series keep the given order and colours.
 */
export function periodBarChart<R extends { period: string }>(
  rows: readonly R[],
  mode: PeriodMode,
  series: readonly PeriodBarSeries<R>[],
  { stacked = false }: { stacked?: boolean } = {},
): BarChartInput {
  return {
    categories: periodLabels(
      rows.map((r) => r.period),
      mode,
    ),
    stacked,
    series: series.map(({ name, value, color }) => ({ name, data: rows.map((row) => value(row)), color })),
  };
}
