// Scan & Suspicious Item: valid (Scan) and invalid (Suspicious) customer scans
// per period, stacked so each bar is the period's No. of Bottle Scan.
import type { ScanSeriesRow } from '@qrguard/shared-api';
import {
  BarChartCard,
  periodBarChart,
  type BarChartInput,
  type BlockData,
  type PeriodBarSeries,
  type PeriodMode,
  t,
  useT,
} from '@qrguard/shared-ui';
import { SCAN_CHART_INFO } from '../types';

export const SCAN_CHART_TITLE = 'highlight.overview.scanChart';

const SERIES: PeriodBarSeries<ScanSeriesRow>[] = [
  { name: 'highlight.series.scan', value: (r) => r.valid, color: '#1677ff' },
  { name: 'highlight.series.suspicious', value: (r) => r.invalid, color: '#f5222d' },
];

export function scanSuspiciousChart(rows: readonly ScanSeriesRow[], mode: PeriodMode): BarChartInput {
  // Series names are translation keys: in the reader's language.
  const series = SERIES.map((s) => ({ ...s, name: t(s.name) }));
  return periodBarChart(rows, mode, series, { stacked: true });
}

export function ScanSuspiciousChart({ block, mode }: { block: BlockData<ScanSeriesRow[]>; mode: PeriodMode }) {
  const translate = useT();
  return (
    <BarChartCard
      title={translate(SCAN_CHART_TITLE)}
      info={translate(SCAN_CHART_INFO)}
      block={block}
      chart={(rows) => scanSuspiciousChart(rows, mode)}
    />
  );
}
