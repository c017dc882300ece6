// The only module that imports ApexCharts; ChartRenderer loads it lazily.
import ReactApexChart from 'react-apexcharts';
import type { ChartRendererProps } from './ChartRenderer';

export default function ApexChart({ spec, 'aria-label': label }: ChartRendererProps) {
  return (
    <div className="qg-chart" role="img" aria-label={label}>
      <ReactApexChart type={spec.type} series={spec.series} options={spec.options} height={spec.height} width="100%" />
    </div>
  );
}
