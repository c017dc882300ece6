// The Checking Report as a chart and as an export: per period, the labels that
// passed verification, stacked by variant (keys are the variant names without
// spaces, "MPX1"); the file adds the Passed total per period.
import type { CheckingReportRow } from '@qrguard/shared-api';
import {
  colorAt,
  periodLabels,
  seriesExportJob,
  type BarChartInput,
  type ExportJob,
  type PeriodMode,
  type TranslateFn,
} from '@qrguard/shared-ui';

/** The variants of the rows, in the order the API gives them. */
export function variantsOf(rows: readonly CheckingReportRow[]): string[] {
  const names: string[] = [];
  for (const row of rows) for (const name of Object.keys(row.variants)) if (!names.includes(name)) names.push(name);
  return names;
}

export function checkingChart(rows: readonly CheckingReportRow[], mode: PeriodMode, t: TranslateFn): BarChartInput {
  const categories = periodLabels(
    rows.map((row) => row.period),
    mode,
  );
  const variants = variantsOf(rows);
  // No variant split (none in the answer): the one Passed series.
  if (variants.length === 0)
    return {
      categories,
      series: [{ name: t('labelMakerReport.passed'), data: rows.map((row) => row.passed), color: colorAt(0) }],
    };
  return {
    categories,
    stacked: true,
    series: variants.map((name, index) => ({
      name: t('labelMakerReport.passedOf', { variant: name }),
      data: rows.map((row) => row.variants[name] ?? 0),
      color: colorAt(index),
    })),
  };
}

/** The chart's figures as a file: Period, Passed, then one column per variant. */
export function checkingExportJob(
  rows: readonly CheckingReportRow[],
  mode: PeriodMode,
  t: TranslateFn,
): ExportJob<Record<string, string | number | null>> {
  const variants = variantsOf(rows);
  return seriesExportJob({
    fileName: CHECKING_REPORT_FILE,
    categoryTitle: t('labelMakerReport.period'),
    categories: periodLabels(
      rows.map((row) => row.period),
      mode,
    ),
    series: [
      { name: t('labelMakerReport.passed'), data: rows.map((row) => row.passed) },
      ...variants.map((name) => ({ name, data: rows.map((row) => row.variants[name] ?? 0) })),
    ],
  });
}

/** The original's button had no action and so no name; named like the page's other file. */
export const CHECKING_REPORT_FILE = 'Checking Report Label Maker Download';
/** Spec reports-settings 9: the label-maker history file. */
export const HISTORY_FILE = 'Report Label Maker Download';
