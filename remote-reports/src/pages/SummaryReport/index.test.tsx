import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  CustomerSummary,
  LabelMakerSummary,
  MainDealerSummary,
  OilMakerSummary,
  SummaryGroup,
} from '@qrguard/shared-api';
import { t } from '@qrguard/shared-ui';
import { now, renderPage } from '../ReportLabelMaker/testing';
import SummaryReport from '.';
import { sectionSpec, summaryExportJob, type Figures, type SectionData } from './sections';
import type { SummaryReportServices } from './services';
import { yearOptions } from './SummarySection';

const PATH = '/dashboard/reports/summary-report';
const LABEL: Figures = { total_po: 0, total_scan: 0, total_active: 0, total_qr: 0 };
const OIL: Figures = { total_qr: 0, total_scan: 0, total_active: 0, total_deactivate: 0 };

/** A section's answer: zeros everywhere but `figures` in `month` (Total column and each group), summed in the Total row. */
function answer<T = SectionData>(
  year: number,
  groups: SummaryGroup[],
  zero: Figures,
  month = 0,
  figures: Figures = {},
): T {
  const fill = (m: number) => (m === month ? { ...zero, ...figures } : { ...zero });
  const byGroup = (f: Figures) => Object.fromEntries(groups.map((g) => [g.key, { ...f }]));
  const rows = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    total: fill(i + 1),
    groups: byGroup(fill(i + 1)),
  }));
  const total = { ...zero, ...figures };
  return { year, first_year: 2024, groups, rows, total: { total, groups: byGroup(total) } } as T;
}

const LABEL_MAKERS = [
  { key: '3', name: 'Cahaya' },
  { key: '4', name: 'Menara' },
];
const OIL_MAKERS = [{ key: 'FEDERAL', name: 'FEDERAL' }];
const CHANNELS = [
  { key: 'WEB', name: 'Web' },
  { key: 'DAYA_MOTOR', name: 'Daya Motor' },
];
const DEALERS = [{ key: 'DAYA_MOTOR', name: 'Daya Motor' }];

function services() {
  return {
    labelMaker: jest.fn(async ({ year }: { year: number }) =>
      answer<LabelMakerSummary>(year, LABEL_MAKERS, LABEL, 3, {
        total_po: 2,
        total_scan: 12500,
        total_active: 10,
        total_qr: 26,
      }),
    ),
    oilMaker: jest.fn(async ({ year }: { year: number }) =>
      answer<OilMakerSummary>(year, OIL_MAKERS, OIL, 2, { total_qr: 7 }),
    ),
    customer: jest.fn(async ({ year }: { year: number }) =>
      answer<CustomerSummary>(year, CHANNELS, { total: 0 }, 1, { total: 4 }),
    ),
    mainDealer: jest.fn(async ({ year }: { year: number }) =>
      // A main dealer added to the reference data appears as a column.
      answer<MainDealerSummary>(
        year,
        year === 2025 ? [...DEALERS, { key: 'BINTANG', name: 'Bintang Motor' }] : DEALERS,
        { total: 0 },
      ),
    ),
  } satisfies SummaryReportServices;
}

/** The rows of a section's table: [cell, ...] per row, the header rows included. */
function rowsOf(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** Picks `year` in the section's year selector (the option of the dropdown opened last: each section has its own). */
async function chooseYear(section: string, year: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: `Year: ${section}` }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (el) => el.textContent === year,
    );
    if (found.length === 0) throw new Error(`no option ${year}`);
    return found[found.length - 1]!;
  });
  fireEvent.click(item);
}

async function ready(name: string) {
  await waitFor(() => expect(rowsOf(name).some((r) => r[0] === 'Total')).toBe(true));
}

it('loads each section for this year and draws Jan to Dec, the Total column and the Total row', async () => {
  const s = services();
  renderPage(<SummaryReport services={s} now={now} />, PATH);
  await ready('Label Maker');
  for (const f of Object.values(s)) expect(f).toHaveBeenCalledWith({ year: 2026 });
  const rows = rowsOf('Label Maker');
  expect(rows[0]).toEqual(['Month', 'Total', 'Cahaya', 'Menara']);
  expect(rows[1]).toEqual([
    'PO',
    'Scan',
    'Active QR',
    'QR Code',
    'PO',
    'Scan',
    'Active QR',
    'QR Code',
    'PO',
    'Scan',
    'Active QR',
    'QR Code',
  ]);
  const body = rows.slice(2).filter((r) => r.length > 1);
  // prettier-ignore
  expect(body.map((r) => r[0])).toEqual([
    'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Total',
  ]);
  expect(body[2]).toEqual(['Mar', '2', '12,500', '10', '26', '2', '12,500', '10', '26', '2', '12,500', '10', '26']);
  expect(body[12]).toEqual(['Total', '2', '12,500', '10', '26', '2', '12,500', '10', '26', '2', '12,500', '10', '26']);

  await ready('Customer Scan');
  expect(rowsOf('Customer Scan')[0]).toEqual(['Month', 'Total', 'Web', 'Daya Motor']);
  expect(rowsOf('Customer Scan')[1]).toEqual(['Jan', '4', '4', '4']);
  await ready('Oil Maker');
  expect(rowsOf('Oil Maker')[0]).toEqual(['Month', 'Total', 'FEDERAL']);
  await ready('Claim Main Dealer');
  expect(rowsOf('Claim Main Dealer')[0]).toEqual(['Month', 'Total', 'Daya Motor']);
});

it('changing one section\u2019s year reloads that section only, with its own year', async () => {
  const s = services();
  renderPage(<SummaryReport services={s} now={now} />, PATH);
  await ready('Claim Main Dealer');
  await chooseYear('Claim Main Dealer', '2025');
  await waitFor(() => expect(s.mainDealer).toHaveBeenLastCalledWith({ year: 2025 }));
  await waitFor(() =>
    expect(rowsOf('Claim Main Dealer')[0]).toEqual(['Month', 'Total', 'Daya Motor', 'Bintang Motor']),
  );
  expect(s.mainDealer).toHaveBeenCalledTimes(2);
  for (const f of [s.labelMaker, s.oilMaker, s.customer]) {
    expect(f).toHaveBeenCalledTimes(1);
    expect(f).toHaveBeenCalledWith({ year: 2026 });
  }
  await chooseYear('Oil Maker', '2024');
  await waitFor(() => expect(s.oilMaker).toHaveBeenLastCalledWith({ year: 2024 }));
  expect(s.mainDealer).toHaveBeenCalledTimes(2);
  expect(s.labelMaker).toHaveBeenCalledTimes(1);
});

it('offers this year down to the first year holding data, and the year cannot be emptied', async () => {
  renderPage(<SummaryReport services={services()} now={now} />, PATH);
  await ready('Label Maker');
  const select = screen.getByRole('combobox', { name: 'Year: Label Maker' });
  fireEvent.mouseDown(select);
  await waitFor(() =>
    expect(
      [
        ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
      ].map((o) => o.textContent),
    ).toEqual(['2026', '2025', '2024']),
  );
  expect(select.closest('.ant-select')!.querySelector('.ant-select-clear')).toBeNull();
  expect(yearOptions(2026, undefined, 2026)).toEqual([2026]);
  expect(yearOptions(2026, 2021, 2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
});

it('each heading says what its figure counts, with the 4% spare where it is included', async () => {
  renderPage(<SummaryReport services={services()} now={now} />, PATH);
  await ready('Label Maker');
  const heading = within(screen.getByRole('table', { name: 'Label Maker' })).getAllByText('QR Code')[0]!;
  fireEvent.mouseEnter(heading);
  await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(/plus the 4% spare based on the PO/));
  const spec = sectionSpec('labelMaker', t);
  expect(spec.figures.find((f) => f.key === 'total_active')!.info(null)).toMatch(/4% spare/);
  expect(sectionSpec('customer', t).figures[0]!.info({ key: 'WEB', name: 'Web' })).toMatch(/through Web/);
});

it('shows an error with a retry when a section cannot be loaded, the others still load', async () => {
  const s = services();
  const failing = { ...s, oilMaker: jest.fn(async () => Promise.reject(new Error('down'))) };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderPage(<SummaryReport services={failing} now={now} />, PATH);
  await ready('Label Maker');
  expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded.');
  expect(screen.queryByRole('table', { name: 'Oil Maker' })).toBeNull();
});

it('exports a section as its table: the Total column, each group, twelve months and the Total row', async () => {
  const spec = sectionSpec('labelMaker', t);
  const data = answer(2025, LABEL_MAKERS, LABEL, 3, { total_po: 2, total_scan: 12500, total_active: 10, total_qr: 26 });
  const job = summaryExportJob(spec, data, t);
  expect(job.fileName).toBe('Summary Label Maker Download');
  expect(job.sheetName).toBe('Label Maker 2025');
  // prettier-ignore
  expect(job.columns.map((c) => c.title)).toEqual([
    'Month',
    'Total - PO', 'Total - Scan', 'Total - Active QR', 'Total - QR Code',
    'Cahaya - PO', 'Cahaya - Scan', 'Cahaya - Active QR', 'Cahaya - QR Code',
    'Menara - PO', 'Menara - Scan', 'Menara - Active QR', 'Menara - QR Code',
  ]);
  const rows = (job.source as { rows: Record<string, unknown>[] }).rows;
  expect(rows).toHaveLength(13);
  expect(Object.values(rows[2]!)).toEqual(['Mar', 2, 12500, 10, 26, 2, 12500, 10, 26, 2, 12500, 10, 26]);
  expect(rows[12]!.month).toBe('Total');
  const customer = summaryExportJob(
    sectionSpec('customer', t),
    answer(2025, CHANNELS, { total: 0 }, 1, { total: 4 }),
    t,
  );
  expect(customer.fileName).toBe('Summary Customer Scan Download');
  expect(customer.columns.map((c) => c.title)).toEqual(['Month', 'Total', 'Web', 'Daya Motor']);
});
