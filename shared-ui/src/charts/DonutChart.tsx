// A donut with "Total" and the sum in its centre (sliceCharts.ts).
import { useMemo } from 'react';
import { donutChartSpec, type DonutInput } from './sliceCharts';
import { Chart } from './ChartRenderer';

export interface DonutChartProps extends DonutInput {
  'aria-label'?: string;
}

export function DonutChart({ labels, values, totalLabel, height, colors, 'aria-label': label }: DonutChartProps) {
  const spec = useMemo(
    () => donutChartSpec({ labels, values, totalLabel, height, colors }),
    [labels, values, totalLabel, height, colors],
  );
  return <Chart spec={spec} aria-label={label} />;
}
