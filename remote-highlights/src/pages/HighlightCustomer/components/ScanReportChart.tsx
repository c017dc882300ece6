// Scan vs Report: bars Scan, Valid and Report per period, side by side.
import type { ScanReportRow } from '@qrguard/shared-api';
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
import { SCAN_REPORT_INFO, SCAN_REPORT_TITLE } from '../types';

const SERIES: PeriodBarSeries<ScanReportRow>[] = [
  { name: 'highlight.series.scan', value: (r) => r.scan, color: '#1677ff' },
  { name: 'highlight.series.valid', value: (r) => r.valid, color: '#52c41a' },
  { name: 'highlight.series.report', value: (r) => r.report, color: '#f5222d' },
];

export function scanReportChart(rows: readonly ScanReportRow[], mode: PeriodMode): BarChartInput {
  // Series names are translation keys: in the reader's language.
  return periodBarChart(
    rows,
    mode,
    SERIES.map((series) => ({ ...series, name: t(series.name) })),
  );
}

export function ScanReportChart({ block, mode }: { block: BlockData<ScanReportRow[]>; mode: PeriodMode }) {
  const translate = useT();
  return (
    <BarChartCard
      title={translate(SCAN_REPORT_TITLE)}
      info={translate(SCAN_REPORT_INFO)}
      block={block}
      chart={(rows) => scanReportChart(rows, mode)}
    />
  );
}
