// Bar charts: grouped, stacked, stacked per group, horizontal (barChart.ts).
import { useMemo } from 'react';
import { barChartSpec, type BarChartInput } from './barChart';
import { Chart } from './ChartRenderer';

export interface BarChartProps extends BarChartInput {
  'aria-label'?: string;
}

export function BarChart({ categories, series, stacked, horizontal, height, 'aria-label': label }: BarChartProps) {
  const spec = useMemo(
    () => barChartSpec({ categories, series, stacked, horizontal, height }),
    [categories, series, stacked, horizontal, height],
  );
  return <Chart spec={spec} aria-label={label} />;
}
