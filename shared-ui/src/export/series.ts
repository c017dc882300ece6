// A chart's series as an export job: one row per category (period), one
// column per series, with the chart's own labels.
import type { ExportColumn, ExportJob } from './types';

export interface SeriesExportInput {
  fileName: string;
  sheetName?: string;
  /** Title of the first column, e.g. "Period". */
  categoryTitle: string;
  /** The x-axis labels, as the chart shows them. */
  categories: string[];
  series: { name: string; data: (number | null)[] }[];
}

type SeriesRow = Record<string, string | number | null>;

export function seriesExportJob({
  fileName,
  sheetName,
  categoryTitle,
  categories,
  series,
}: SeriesExportInput): ExportJob<SeriesRow> {
  const columns: ExportColumn<SeriesRow>[] = [
    { key: 'category', title: categoryTitle, format: 'text' },
    ...series.map((s, i) => ({ key: `s${i}`, title: s.name, format: 'number' as const })),
  ];
  const rows = categories.map((category, row) => {
    const out: SeriesRow = { category };
    series.forEach((s, i) => {
      out[`s${i}`] = s.data[row] ?? null;
    });
    return out;
  });
  return { fileName, sheetName, columns, source: { rows } };
}
