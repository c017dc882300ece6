// A donut with "Total" and the sum in its centre (sliceCharts.ts).
import { donutChartSpec, type DonutInput } from './sliceCharts';
import { Chart } from './ChartRenderer';
import { useChartSpec } from './useChartSpec';

export interface DonutChartProps extends DonutInput {
  'aria-label'?: string;
}

export function DonutChart({ labels, values, totalLabel, height, colors, 'aria-label': label }: DonutChartProps) {
  const spec = useChartSpec({ labels, values, totalLabel, height, colors }, donutChartSpec);
  return <Chart spec={spec} aria-label={label} />;
}
