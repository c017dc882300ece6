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
} from '@qrguard/shared-ui';
import { SCAN_CHART_INFO } from '../types';

export const SCAN_CHART_TITLE = 'Scan & Suspicious Item';

const SERIES: PeriodBarSeries<ScanSeriesRow>[] = [
  { name: 'Scan', value: (r) => r.valid, color: '#1677ff' },
  { name: 'Suspicious', value: (r) => r.invalid, color: '#f5222d' },
];

export function scanSuspiciousChart(rows: readonly ScanSeriesRow[], mode: PeriodMode): BarChartInput {
  return periodBarChart(rows, mode, SERIES, { stacked: true });
}

export function ScanSuspiciousChart({ block, mode }: { block: BlockData<ScanSeriesRow[]>; mode: PeriodMode }) {
  return (
    <BarChartCard
      title={SCAN_CHART_TITLE}
      info={SCAN_CHART_INFO}
      block={block}
      chart={(rows) => scanSuspiciousChart(rows, mode)}
    />
  );
}
