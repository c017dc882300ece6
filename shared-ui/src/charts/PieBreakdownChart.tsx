// A pie of companies with a variant breakdown ring: clicking a slice opens a
// ring (donut) of that company's variants beside the pie, and the first slice
// is selected by itself after 1 s (spec shell-highlights 2). The ring's centre
// names the company and its total.
import { useMemo } from 'react';
import { Typography } from 'antd';
import { t } from '../i18n/i18n';
import { Column, Columns } from '../layout/Columns';
import { Chart } from './ChartRenderer';
import { donutChartSpec, pieChartSpec } from './sliceCharts';
import { AUTO_SELECT_MS, usePieSelection } from './usePieSelection';

export interface BreakdownSlice {
  name: string;
  value: number;
  breakdown: { name: string; value: number }[];
}

export interface PieBreakdownChartProps {
  slices: BreakdownSlice[];
  /** Caption of the ring, e.g. "Variants of {name}". */
  breakdownTitle?: (slice: BreakdownSlice) => string;
  autoSelectMs?: number;
  height?: number;
  'aria-label'?: string;
}

const defaultTitle = (slice: BreakdownSlice) => t('chart.variantsOf', { name: slice.name });

export function PieBreakdownChart({
  slices,
  breakdownTitle = defaultTitle,
  autoSelectMs = AUTO_SELECT_MS,
  height = 320,
  'aria-label': label,
}: PieBreakdownChartProps) {
  const dataKey = useMemo(() => JSON.stringify(slices), [slices]);
  const { selected, select } = usePieSelection(dataKey, slices.length, autoSelectMs);

  // The pie's spec depends on the data only (`select` changes with the data):
  // rebuilding it on every selection would redraw the pie and lose
  // ApexCharts' own pulled-out slice.
  const pie = useMemo(
    () =>
      pieChartSpec({
        labels: slices.map((s) => s.name),
        values: slices.map((s) => s.value),
        height,
        onSelect: select,
      }),
    [slices, height, select],
  );

  const slice = selected === null ? undefined : slices[selected];
  const ring = useMemo(
    () =>
      slice &&
      donutChartSpec({
        labels: slice.breakdown.map((b) => b.name),
        values: slice.breakdown.map((b) => b.value),
        totalLabel: slice.name,
        height,
      }),
    [slice, height],
  );

  return (
    <Columns align="middle">
      <Column md={slice ? 12 : 24}>
        {/* The table view lists the companies as buttons: choosing one needs no mouse. */}
        <Chart spec={pie} aria-label={label} selection={{ selected, onSelect: select }} />
      </Column>
      {slice && ring ? (
        <Column md={12}>
          <section aria-label={breakdownTitle(slice)} className="qg-breakdown-ring">
            <Typography.Text strong>{breakdownTitle(slice)}</Typography.Text>
            <Chart spec={ring} aria-label={breakdownTitle(slice)} />
          </section>
        </Column>
      ) : null}
    </Columns>
  );
}
