// Consumer Insight's charts as pure builders: each turns an endpoint's answer
// into the bar chart's input (categories and series) in the reader's
// language, and the same input is what the chart's Download Excel writes, so
// the file holds exactly the figures drawn.
import {
  apiValueText,
  colorAt,
  formatPercent,
  seriesExportJob,
  type BarChartInput,
  type ExportJob,
  type TranslateFn,
} from '@qrguard/shared-ui';
import type { InsightData } from './services';

/** Spec reports-settings 9 names the other reports' files; these follow them. */
export const exportFileName = (title: string) => `Consumer Insight - ${title}`;

const single = (name: string, categories: string[], data: number[], color = colorAt(0)): BarChartInput => ({
  categories,
  series: [{ name, data, color }],
});

export function variantsChart(rows: InsightData<'insightVariants'>, t: TranslateFn): BarChartInput {
  return single(
    t('consumerInsight.scans'),
    rows.map((r) => (r.variant_id === 0 ? t('consumerInsight.noCode') : r.variant)),
    rows.map((r) => r.count),
  );
}

export function channelsChart(rows: InsightData<'insightChannels'>, t: TranslateFn): BarChartInput {
  return single(
    t('consumerInsight.scans'),
    rows.map((r) => r.customer_type),
    rows.map((r) => r.count),
    colorAt(1),
  );
}

export function hoursChart(data: InsightData<'insightTime'>, t: TranslateFn): BarChartInput {
  return single(
    t('consumerInsight.scans'),
    data.hours.map((h) => `${String(h.hour).padStart(2, '0')}:00`),
    data.hours.map((h) => h.count),
    colorAt(2),
  );
}

export function weekdaysChart(data: InsightData<'insightTime'>, t: TranslateFn): BarChartInput {
  return single(
    t('consumerInsight.scans'),
    data.weekdays.map((w) => t(`consumerInsight.weekdayNames.${w.weekday}`)),
    data.weekdays.map((w) => w.count),
    colorAt(3),
  );
}

export function provincesChart(data: InsightData<'insightGeography'>, t: TranslateFn): BarChartInput {
  return {
    ...single(
      t('consumerInsight.scans'),
      data.provinces.map((p) => p.province),
      data.provinces.map((p) => p.count),
      colorAt(4),
    ),
    horizontal: true,
  };
}

/** The cities, then the scans farther from every known city and those without a location: all the scans. */
export function citiesChart(data: InsightData<'insightGeography'>, t: TranslateFn): BarChartInput {
  const rows = [
    ...data.cities.map((c) => ({ name: c.city, count: c.count })),
    ...(data.other > 0 ? [{ name: t('consumerInsight.otherPlaces'), count: data.other }] : []),
    ...(data.unlocated > 0 ? [{ name: t('consumerInsight.noLocation'), count: data.unlocated }] : []),
  ];
  return {
    ...single(
      t('consumerInsight.scans'),
      rows.map((r) => r.name),
      rows.map((r) => r.count),
      colorAt(5),
    ),
    horizontal: true,
    height: Math.max(260, 40 + rows.length * 26),
  };
}

export function repeatChart(rows: InsightData<'insightRepeatScans'>, t: TranslateFn): BarChartInput {
  return single(
    t('consumerInsight.codes'),
    rows.map((r) => t(`consumerInsight.repeatBands.${r.band}`)),
    rows.map((r) => r.codes),
    colorAt(6),
  );
}

export function shelfChart(rows: InsightData<'insightShelfTime'>, t: TranslateFn): BarChartInput {
  return single(
    t('consumerInsight.codes'),
    rows.map((r) => t(`consumerInsight.shelfBands.${r.band}`)),
    rows.map((r) => r.codes),
    colorAt(7),
  );
}

/** The outcomes of the scans, then the scans of codes flagged as suspect (which are among the genuine ones). */
export function authenticityChart(d: InsightData<'insightAuthenticity'>, t: TranslateFn): BarChartInput {
  return single(
    t('consumerInsight.scans'),
    [
      t('consumerInsight.outcome.genuine'),
      t('consumerInsight.outcome.inactive'),
      t('consumerInsight.outcome.expired'),
      t('consumerInsight.outcome.notFound'),
      t('consumerInsight.outcome.suspicious'),
    ],
    [d.valid, d.inactive, d.expired, d.not_found, d.suspicious_scans],
    colorAt(3),
  );
}

/** A share of all scans as a percentage (0 when there are none). */
export const shareOf = (part: number, total: number) => (total > 0 ? (part / total) * 100 : 0);

/** The counterfeit and suspicious shares, as the card states them. */
export function authenticityShares(d: InsightData<'insightAuthenticity'>) {
  return {
    counterfeit: formatPercent(shareOf(d.not_found, d.scans)),
    suspicious: formatPercent(shareOf(d.suspicious_scans, d.scans)),
  };
}

/** The file of the authenticity chart: the counts drawn and their share of all scans. */
export function authenticityExportJob(
  d: InsightData<'insightAuthenticity'>,
  t: TranslateFn,
  title: string,
): ExportJob<Record<string, string | number | null>> {
  const chart = authenticityChart(d, t);
  const counts = chart.series[0]!.data;
  return seriesExportJob({
    fileName: exportFileName(title),
    categoryTitle: t('consumerInsight.outcome.title'),
    categories: chart.categories,
    series: [
      { name: t('consumerInsight.scans'), data: counts },
      { name: t('consumerInsight.share'), data: counts.map((n) => Math.round(shareOf(n, d.scans) * 10) / 10) },
    ],
  });
}

export function flagsChart(d: InsightData<'insightAuthenticity'>, t: TranslateFn): BarChartInput {
  return single(
    t('consumerInsight.flagged'),
    d.flags.map((f) => apiValueText(t, 'suspicion', f.reason)),
    d.flags.map((f) => f.count),
    colorAt(1),
  );
}

export function reasonsChart(rows: InsightData<'insightReportReasons'>, t: TranslateFn): BarChartInput {
  return {
    ...single(
      t('consumerInsight.reports'),
      rows.map((r) => apiValueText(t, 'reason', r.reason)),
      rows.map((r) => r.count),
      colorAt(2),
    ),
    horizontal: true,
  };
}

/** Any chart's Download Excel: its categories and series as drawn. */
export function chartExportJob(
  chart: BarChartInput,
  title: string,
  categoryTitle: string,
): ExportJob<Record<string, string | number | null>> {
  return seriesExportJob({
    fileName: exportFileName(title),
    categoryTitle,
    categories: chart.categories,
    series: chart.series.map((s) => ({ name: s.name, data: s.data })),
  });
}
