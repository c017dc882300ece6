// Scan vs Report: bars Scan, Valid and Report per period, side by side.
import type { ScanReportRow } from '@qrguard/shared-api';
import {
  BarChart,
  barChartIsEmpty,
  ChartCard,
  periodLabels,
  type BarChartInput,
  type BlockData,
  type PeriodMode,
} from '@qrguard/shared-ui';
import { SCAN_REPORT_INFO, SCAN_REPORT_TITLE } from '../types';

export function scanReportChart(rows: readonly ScanReportRow[], mode: PeriodMode): BarChartInput {
  return {
    categories: periodLabels(
      rows.map((r) => r.period),
      mode,
    ),
    series: [
      { name: 'Scan', data: rows.map((r) => r.scan), color: '#1677ff' },
      { name: 'Valid', data: rows.map((r) => r.valid), color: '#52c41a' },
      { name: 'Report', data: rows.map((r) => r.report), color: '#f5222d' },
    ],
  };
}

export function ScanReportChart({ block, mode }: { block: BlockData<ScanReportRow[]>; mode: PeriodMode }) {
  return (
    <ChartCard
      title={SCAN_REPORT_TITLE}
      info={SCAN_REPORT_INFO}
      state={block.state}
      onRetry={block.reload}
      isEmpty={(rows) => barChartIsEmpty(scanReportChart(rows, mode))}
    >
      {(rows) => <BarChart {...scanReportChart(rows, mode)} aria-label={SCAN_REPORT_TITLE} />}
    </ChartCard>
  );
}
