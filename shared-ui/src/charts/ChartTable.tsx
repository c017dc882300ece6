// A chart's numbers as a table: the renderer tests use (jsdom cannot lay out
// ApexCharts), and the view a chart card switches to ("View as table"), so
// the figures are there for keyboard and screen-reader users too. A pie
// whose slices can be chosen offers each slice as a toggle button.
import type { CSSProperties, ReactNode } from 'react';
import { formatNumber } from '../format/formatters';
import { t } from '../i18n/i18n';
import type { ChartRendererProps, SliceSelection } from './ChartRenderer';

interface NamedSeries {
  name?: string;
  group?: string;
  data: unknown[];
}

const isAxisSeries = (series: unknown[]): series is NamedSeries[] =>
  series.every((s) => typeof s === 'object' && s !== null && 'data' in s);

const TABLE: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' };
const CELL: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #f0f0f0', textAlign: 'right' };
const HEADER: CSSProperties = { ...CELL, textAlign: 'left', fontWeight: 600 };
/** A slice's name as a button that reads like the text around it. */
const SLICE_BUTTON: CSSProperties = {
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
};

/**
 * Wide tables (a bar chart of many series) scroll sideways in their own box,
 * which the keyboard can reach and scroll (WCAG 2.1.1).
 */
function Scroller({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label ? t('chart.tableOf', { name: label }) : t('chart.table')}
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      {children}
    </div>
  );
}

function SliceName({ name, index, selection }: { name: string; index: number; selection?: SliceSelection }) {
  if (!selection) return name;
  const chosen = selection.selected === index;
  return (
    <button
      type="button"
      aria-pressed={chosen}
      // As on the pie: choosing the chosen slice again clears the choice.
      onClick={() => selection.onSelect(chosen ? null : index)}
      style={{ ...SLICE_BUTTON, fontWeight: chosen ? 600 : 'inherit' }}
    >
      {name}
    </button>
  );
}

export function ChartTable({ spec, 'aria-label': label, selection }: ChartRendererProps) {
  const series = spec.series as unknown[];
  if (!isAxisSeries(series)) {
    // Pie and donut: one row per slice.
    return (
      <Scroller label={label}>
        <table aria-label={label} data-chart-type={spec.type} style={TABLE}>
          <tbody>
            {spec.categories.map((category, index) => (
              <tr key={`${category}-${index}`}>
                <th scope="row" style={HEADER}>
                  <SliceName name={category} index={index} selection={selection} />
                </th>
                <td style={CELL}>{formatNumber(series[index] as number)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    );
  }
  return (
    <Scroller label={label}>
      <table aria-label={label} data-chart-type={spec.type} style={TABLE}>
        <thead>
          <tr>
            <th scope="col" style={HEADER} />
            {series.map((s, index) => (
              <th scope="col" key={`${s.name}-${index}`} style={{ ...HEADER, textAlign: 'right' }}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.categories.map((category, row) => (
            <tr key={`${category}-${row}`}>
              <th scope="row" style={HEADER}>
                {category}
              </th>
              {series.map((s, index) => (
                <td key={`${s.name}-${index}`} style={CELL}>
                  {formatNumber(s.data[row] as number)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}
