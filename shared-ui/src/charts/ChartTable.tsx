// A chart's numbers as a table: the renderer tests use (jsdom cannot lay out
// ApexCharts), and a text view of the same spec the chart draws.
import { formatNumber } from '../format/formatters';
import type { ChartRendererProps } from './ChartRenderer';

interface NamedSeries {
  name?: string;
  group?: string;
  data: unknown[];
}

const isAxisSeries = (series: unknown[]): series is NamedSeries[] =>
  series.every((s) => typeof s === 'object' && s !== null && 'data' in s);

export function ChartTable({ spec, 'aria-label': label }: ChartRendererProps) {
  const series = spec.series as unknown[];
  if (!isAxisSeries(series)) {
    // Pie and donut: one row per slice.
    return (
      <table aria-label={label} data-chart-type={spec.type}>
        <tbody>
          {spec.categories.map((category, index) => (
            <tr key={`${category}-${index}`}>
              <th scope="row">{category}</th>
              <td>{formatNumber(series[index] as number)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <table aria-label={label} data-chart-type={spec.type}>
      <thead>
        <tr>
          <th scope="col" />
          {series.map((s, index) => (
            <th scope="col" key={`${s.name}-${index}`}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spec.categories.map((category, row) => (
          <tr key={`${category}-${row}`}>
            <th scope="row">{category}</th>
            {series.map((s, index) => (
              <td key={`${s.name}-${index}`}>{formatNumber(s.data[row] as number)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
