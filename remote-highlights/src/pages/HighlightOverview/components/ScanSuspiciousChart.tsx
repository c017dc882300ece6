// Scan & Suspicious Item: valid (Scan) and invalid (Suspicious) customer scans
// per period, stacked so each bar is the period's No. of Bottle Scan.
import type { ScanSeriesRow } from '@qrguard/shared-api';
import {
  BarChart,
  barChartIsEmpty,
  ChartCard,
  periodLabels,
  type BarChartInput,
  type BlockData,
  type PeriodMode,
} from '@qrguard/shared-ui';
import { SCAN_CHART_INFO } from '../types';

export const SCAN_CHART_TITLE = 'Scan & Suspicious Item';

export function scanSuspiciousChart(rows: readonly ScanSeriesRow[], mode: PeriodMode): BarChartInput {
  return {
    categories: periodLabels(
      rows.map((r) => r.period),
      mode,
    ),
    stacked: true,
    series: [
      { name: 'Scan', data: rows.map((r) => r.valid), color: '#1677ff' },
      { name: 'Suspicious', data: rows.map((r) => r.invalid), color: '#f5222d' },
    ],
  };
}

export function ScanSuspiciousChart({ block, mode }: { block: BlockData<ScanSeriesRow[]>; mode: PeriodMode }) {
  return (
    <ChartCard
      title={SCAN_CHART_TITLE}
      info={SCAN_CHART_INFO}
      state={block.state}
      onRetry={block.reload}
      isEmpty={(rows) => barChartIsEmpty(scanSuspiciousChart(rows, mode))}
    >
      {(rows) => <BarChart {...scanSuspiciousChart(rows, mode)} aria-label={SCAN_CHART_TITLE} />}
    </ChartCard>
  );
}
