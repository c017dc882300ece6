// The Activation Report as a chart and as an export: per period, codes
// activated and deactivated at filling, side by side.
import type { ActivationReportRow } from '@qrguard/shared-api';
import {
  colorAt,
  periodBarChart,
  seriesExportJob,
  type BarChartInput,
  type ExportJob,
  type PeriodMode,
  type TranslateFn,
} from '@qrguard/shared-ui';

export function activationChart(rows: readonly ActivationReportRow[], mode: PeriodMode, t: TranslateFn): BarChartInput {
  return periodBarChart(rows, mode, [
    { name: t('oilMakerReport.activate'), value: (row) => row.activated, color: colorAt(2) },
    { name: t('oilMakerReport.deactivate'), value: (row) => row.deactivated, color: colorAt(3) },
  ]);
}

/** Spec reports-settings 9. */
export const ACTIVATION_FILE = 'Activation Report Oil Maker Download';
/** Spec reports-settings 9: the oil-maker history file. */
export const HISTORY_FILE = 'Report Oil Maker Download';

export function activationExportJob(
  rows: readonly ActivationReportRow[],
  mode: PeriodMode,
  t: TranslateFn,
): ExportJob<Record<string, string | number | null>> {
  const { categories, series } = activationChart(rows, mode, t);
  return seriesExportJob({ fileName: ACTIVATION_FILE, categoryTitle: t('oilMakerReport.period'), categories, series });
}
