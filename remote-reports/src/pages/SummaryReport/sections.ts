// What each section of the Summary report shows: its title, the file its
// Download Excel makes, and the figures of each column with the text of the
// column's tooltip (what the figure counts; spec reports-settings 3, business
// meaning). Pure, so the table and its Excel file are built from one list.
import type { SummaryGroup } from '@qrguard/shared-api';
import { periodLabel, type ExportJob, type TranslateFn } from '@qrguard/shared-ui';
import type { SummaryReportServices } from './services';

export type SectionId = keyof SummaryReportServices;
export type SectionData = Awaited<ReturnType<SummaryReportServices[SectionId]>>;
export type Figures = Record<string, number>;

export interface FigureColumn {
  key: string;
  /** The column's heading. */
  title: string;
  /** The tooltip: what the figure counts, for the Total column or for one group. */
  info: (group: SummaryGroup | null) => string;
}

export interface SectionSpec {
  id: SectionId;
  title: string;
  /** File name without extension (spec reports-settings 9: "<...> Download"). */
  fileName: string;
  figures: FigureColumn[];
}

/** The sections in page order. */
export const SECTION_IDS: readonly SectionId[] = ['labelMaker', 'oilMaker', 'customer', 'mainDealer'];

export const SUMMARY_FILES: Record<SectionId, string> = {
  labelMaker: 'Summary Label Maker Download',
  oilMaker: 'Summary Oil Maker Download',
  customer: 'Summary Customer Scan Download',
  mainDealer: 'Summary Claim Main Dealer Download',
};

export function sectionSpec(id: SectionId, t: TranslateFn): SectionSpec {
  const fixed = (key: string) => () => t(`summaryReport.info.${key}`);
  const figures: Record<SectionId, FigureColumn[]> = {
    labelMaker: [
      { key: 'total_po', title: t('summaryReport.figure.total_po'), info: fixed('labelTotalPo') },
      { key: 'total_scan', title: t('summaryReport.figure.total_scan'), info: fixed('labelTotalScan') },
      { key: 'total_active', title: t('summaryReport.figure.total_active'), info: fixed('labelTotalActive') },
      { key: 'total_qr', title: t('summaryReport.figure.total_qr'), info: fixed('labelTotalQr') },
    ],
    oilMaker: [
      { key: 'total_qr', title: t('summaryReport.figure.oil_total_qr'), info: fixed('oilTotalQr') },
      { key: 'total_scan', title: t('summaryReport.figure.oil_total_scan'), info: fixed('oilTotalScan') },
      { key: 'total_active', title: t('summaryReport.figure.oil_total_active'), info: fixed('oilTotalActive') },
      {
        key: 'total_deactivate',
        title: t('summaryReport.figure.oil_total_deactivate'),
        info: fixed('oilTotalDeactivate'),
      },
    ],
    customer: [
      {
        key: 'total',
        title: t('summaryReport.figure.scans'),
        info: (g) =>
          g ? t('summaryReport.info.customerGroup', { name: g.name }) : t('summaryReport.info.customerTotal'),
      },
    ],
    mainDealer: [
      {
        key: 'total',
        title: t('summaryReport.figure.claims'),
        info: (g) => (g ? t('summaryReport.info.dealerGroup', { name: g.name }) : t('summaryReport.info.dealerTotal')),
      },
    ],
  };
  return { id, title: t(`summaryReport.section.${id}`), fileName: SUMMARY_FILES[id], figures: figures[id] };
}

/** The month's label in the reader's language ("Jan"). */
export const monthLabel = (year: number, month: number) =>
  periodLabel(`${year}-${String(month).padStart(2, '0')}-01`, 'YEARLY');

type ExportRow = Record<string, string | number | null>;

/** A column's heading in the file: "Total - PO", "Cahaya - PO"; one-figure sections: "Total", "Web". */
const fileHeading = (owner: string, figure: FigureColumn, spec: SectionSpec) =>
  spec.figures.length === 1 ? owner : `${owner} - ${figure.title}`;

/** The section's table as an export: twelve months and the Total row, the Total column first, then each group. */
export function summaryExportJob(spec: SectionSpec, data: SectionData, t: TranslateFn): ExportJob<ExportRow> {
  const owners: {
    title: string;
    pick: (f: { total: Figures; groups: Record<string, Figures> }) => Figures | undefined;
  }[] = [
    { title: t('summaryReport.total'), pick: (r) => r.total },
    ...data.groups.map((g) => ({ title: g.name, pick: (r: { groups: Record<string, Figures> }) => r.groups[g.key] })),
  ];
  const columns = [
    { key: 'month', title: t('summaryReport.month'), format: 'text' as const },
    ...owners.flatMap((o, i) =>
      spec.figures.map((f) => ({
        key: `c${i}_${f.key}`,
        title: fileHeading(o.title, f, spec),
        format: 'number' as const,
      })),
    ),
  ];
  const line = (label: string, r: { total: Figures; groups: Record<string, Figures> }): ExportRow => {
    const out: ExportRow = { month: label };
    owners.forEach((o, i) => {
      for (const f of spec.figures) out[`c${i}_${f.key}`] = o.pick(r)?.[f.key] ?? 0;
    });
    return out;
  };
  const rows = [
    ...data.rows.map((r) => line(monthLabel(data.year, r.month), r)),
    line(t('summaryReport.total'), data.total),
  ];
  return { fileName: spec.fileName, sheetName: `${spec.title} ${data.year}`.slice(0, 31), columns, source: { rows } };
}
