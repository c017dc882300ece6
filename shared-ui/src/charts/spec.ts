// What a chart draws, as plain data: the ApexCharts type, series and options.
// Builders (barChart.ts, sliceCharts.ts) are pure functions returning a spec,
// so tests assert the numbers and labels without a browser (jsdom cannot lay
// out ApexCharts: TOOLCHAIN.md), and a renderer draws the spec.
import type { ApexOptions } from 'apexcharts';
import { formatNumber } from '../format/formatters';
import { t } from '../i18n/i18n';

export type ChartType = 'bar' | 'donut' | 'pie';

export interface ChartSpec {
  type: ChartType;
  /** Axis charts: [{ name, data, group? }]; pie and donut: the slice values. */
  series: NonNullable<ApexOptions['series']>;
  options: ApexOptions;
  height: number;
  /** Axis charts: the category of each data point (also in options.xaxis). Pie and donut: the slice names. */
  categories: string[];
}

/**
 * The height a chart of `height` takes on the page: ApexCharts gives the
 * element it draws in a min-height 15 px taller than the chart (room for the
 * legend's offset). A card's placeholder is this tall, so the card keeps its
 * size when the chart replaces it (a taller card pushed the row below it down:
 * a layout shift of 0.1 in one Lighthouse run in two, issue 10).
 */
export const drawnChartHeight = (height: number): number => height + 15;

/**
 * Colours by position. The same index gets the same colour on every chart,
 * so a variant keeps its colour across the stacks of one chart.
 */
export const CHART_COLORS = [
  '#1677ff',
  '#fa8c16',
  '#52c41a',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#faad14',
  '#a0d911',
  '#2f54eb',
  '#f5222d',
];

export const colorAt = (index: number): string => CHART_COLORS[index % CHART_COLORS.length]!;

/**
 * Options every chart shares: no toolbar, the page's font, numbers with comma thousands, and no
 * animation: ApexCharts animates a drawing frame by frame on the main thread, 0.5 s or more of a
 * mid-range phone's time for the label-maker page's three charts (issue 10), and the figures are
 * what the reader came for.
 */
export function baseOptions(): ApexOptions {
  return {
    chart: { toolbar: { show: false }, fontFamily: 'inherit', animations: { enabled: false } },
    legend: { position: 'bottom' },
    tooltip: { y: { formatter: (value: number) => formatNumber(value) } },
    noData: { text: t('common.noData') },
  };
}

/** A percentage as the labels show it: one decimal below 10 %, none above. */
export function formatPercent(percent: number): string {
  return `${percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
}
