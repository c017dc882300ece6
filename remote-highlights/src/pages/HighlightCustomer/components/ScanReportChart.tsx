// Scan vs Report: bars Scan, Valid and Report per period, side by side.
import type { ScanReportRow } from '@qrguard/shared-api';
import {
  BarChartCard,
  periodBarChart,
  type BarChartInput,
  type BlockData,
  type PeriodBarSeries,
  type PeriodMode,
} from '@qrguard/shared-ui';
import { SCAN_REPORT_INFO, SCAN_REPORT_TITLE } from '../types';

const SERIES: PeriodBarSeries<ScanReportRow>[] = [
  { name: 'Scan', value: (r) => r.scan, color: '#1677ff' },
  { name: 'Valid', value: (r) => r.valid, color: '#52c41a' },
  { name: 'Report', value: (r) => r.report, color: '#f5222d' },
];

export function scanReportChart(rows: readonly ScanReportRow[], mode: PeriodMode): BarChartInput {
  return periodBarChart(rows, mode, SERIES);
}

export function ScanReportChart({ block, mode }: { block: BlockData<ScanReportRow[]>; mode: PeriodMode }) {
  return (
    <BarChartCard
      title={SCAN_REPORT_TITLE}
      info={SCAN_REPORT_INFO}
      block={block}
      chart={(rows) => scanReportChart(rows, mode)}
    />
  );
}
