// The only module that draws with ApexCharts; ChartRenderer loads it lazily. react-apexcharts'
// core entry draws with the ApexCharts of apexModules.ts (its core and the chart types and
// features the dashboard uses), not with the full build its default entry imports.
import ReactApexChart from 'react-apexcharts/core';
import './apexModules';
import type { ChartRendererProps } from './ChartRenderer';

export default function ApexChart({ spec, 'aria-label': label }: ChartRendererProps) {
  return (
    // A named figure, not role="img": an img's children are presentational, and
    // ApexCharts draws focusable parts (legend, slices) inside. The figures
    // themselves are read through the card's "View as table".
    <div className="qg-chart" role="figure" aria-label={label}>
      <ReactApexChart type={spec.type} series={spec.series} options={spec.options} height={spec.height} width="100%" />
    </div>
  );
}
