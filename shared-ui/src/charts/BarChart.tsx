// Bar charts: grouped, stacked, stacked per group, horizontal (barChart.ts).
import { barChartSpec, type BarChartInput } from './barChart';
import { Chart } from './ChartRenderer';
import { useChartSpec } from './useChartSpec';

export interface BarChartProps extends BarChartInput {
  'aria-label'?: string;
}

export function BarChart({ categories, series, stacked, horizontal, height, 'aria-label': label }: BarChartProps) {
  const spec = useChartSpec({ categories, series, stacked, horizontal, height }, barChartSpec);
  return <Chart spec={spec} aria-label={label} />;
}
