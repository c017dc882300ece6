import { screen, waitFor, within } from '@testing-library/react';
import type { CheckingReportRow, LabelMakerScanRow, PoReportRow } from '@qrguard/shared-api';
import ReportLabelMaker from '.';
import { checkingExportJob } from './checkingChart';
import type { LabelMakerReportServices } from './services';
import { choose, currentUrl, now, renderPage, tableRows } from './testing';

const checkingRows: CheckingReportRow[] = [
  { period: '2026-03-01', passed: 1200, variants: { MPX1: 1000, SPX2: 200 } },
  { period: '2026-03-08', passed: 30, variants: { MPX1: 0, SPX2: 30 } },
];
const poRows: PoReportRow[] = [
  {
    id: 7,
    no_po: 'PO/2026/001',
    label_maker: 'Cahaya',
    po_date: '2026-03-02',
    content: [
      {
        variant: 'MPX1',
        product_name: 'Oil MPX1 0.8L',
        oil_maker: 'OM1 - Federal',
        bottle_maker: 'Botol Jaya',
        ordered: 25000,
        qr_total: 26000,
        spare_total: 1000,
        scan_total: 25310,
        activate: 24990,
        failed: 12,
      },
    ],
  },
];
const historyRows: LabelMakerScanRow[] = [
  {
    id: 1,
    product_name: 'Oil MPX1 0.8L',
    variant: 'MPX1',
    volume: 800,
    serial_number: 'SN-0001',
    qrcode: 'QR0001',
    status: 'Success',
    label_maker: 'Cahaya',
    scan_date: '2026-03-18T05:00:00Z',
  },
];
const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 15, total });

function services() {
  return {
    checking: jest.fn(async () => checkingRows),
    poReport: jest.fn(async () => ({ data: poRows, meta: meta(1) })),
    history: jest.fn(async () => ({ data: historyRows, meta: meta(1) })),
  } satisfies LabelMakerReportServices;
}

const PATH = '/dashboard/reports/label-maker';

it('asks for This Month by default and draws Passed per week, by variant', async () => {
  const s = services();
  renderPage(<ReportLabelMaker services={s} now={now} />, PATH);
  await screen.findByRole('table', { name: 'Checking Report' });
  expect(s.checking).toHaveBeenCalledWith({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' });
  expect(tableRows('Checking Report')).toEqual([
    ['', 'MPX1 Passed', 'SPX2 Passed'],
    ['Week 1', '1,000', '200'],
    ['Week 2', '0', '30'],
  ]);
  await waitFor(() => expect(s.history).toHaveBeenCalled());
  expect(s.history).toHaveBeenCalledWith({
    start: '2026-03-01',
    end: '2026-03-18',
    page: 1,
    limit: 15,
    order: 'DESC',
    by: 'scan_date',
  });
});

it('sends the label maker of the URL with every request', async () => {
  const s = services();
  renderPage(<ReportLabelMaker services={s} now={now} />, `${PATH}?period=year&labelmaker=3`);
  await waitFor(() => expect(s.poReport).toHaveBeenCalled());
  await waitFor(() => expect(s.history).toHaveBeenCalled());
  const filter = { start: '2026-01-01', end: '2026-03-18', labelmaker: '3' };
  expect(s.checking).toHaveBeenCalledWith({ ...filter, mode: 'YEARLY' });
  expect(s.poReport).toHaveBeenCalledWith(expect.objectContaining(filter));
  expect(s.history).toHaveBeenCalledWith(expect.objectContaining(filter));
});

it('changing the label maker changes the requests and the URL', async () => {
  const s = services();
  renderPage(<ReportLabelMaker services={s} now={now} />, PATH);
  await screen.findByRole('table', { name: 'Checking Report' });
  await choose('Label maker', 'Menara');
  // The filter bar emits 1500 ms after the last change (spec 4).
  await waitFor(() => expect(currentUrl()).toContain('labelmaker=4'), { timeout: 5000 });
  await waitFor(() =>
    expect(s.checking).toHaveBeenLastCalledWith({
      start: '2026-03-01',
      end: '2026-03-18',
      mode: 'MONTHLY',
      labelmaker: '4',
    }),
  );
  await waitFor(() => expect(s.history).toHaveBeenLastCalledWith(expect.objectContaining({ labelmaker: '4' })));
  expect(s.poReport).toHaveBeenLastCalledWith(expect.objectContaining({ labelmaker: '4' }));
});

it('shows each purchase order with its lines and the 4 % spare, comma thousands', async () => {
  renderPage(<ReportLabelMaker services={services()} now={now} />, PATH);
  const lines = await screen.findByRole('table', { name: 'Lines of PO PO/2026/001' });
  const [header, line] = within(lines)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(header).toEqual(['Variant', 'QR Total', 'Spare (4%)', 'Scan Total', 'Activate', 'Failed']);
  expect(line).toEqual(['MPX1', '26,000', '1,000', '25,310', '24,990', '12']);
  const po = screen.getByRole('region', { name: 'Report by Purchase Order' });
  expect(within(po).getByText('PO/2026/001')).toBeInTheDocument();
  expect(within(po).getByText('02 Mar 2026')).toBeInTheDocument();
});

it('shows the history with volume in litres, the scan date in Jakarta and the status in words', async () => {
  renderPage(<ReportLabelMaker services={services()} now={now} />, PATH);
  const table = await screen.findByRole('region', { name: 'Label Maker History' });
  await within(table).findByText('QR0001');
  const row = within(table).getByText('QR0001').closest('tr') as HTMLElement;
  const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
  expect(cells).toEqual([
    'Oil MPX1 0.8L',
    'MPX1',
    '0.8 Lt',
    'SN-0001',
    'QR0001',
    'Success',
    'Cahaya',
    '18 Mar 2026 12:00:00',
  ]);
  expect(screen.getAllByRole('button', { name: /Download Excel/ }).length).toBe(2);
});

it('filters the history by status, kept in the URL', async () => {
  const s = services();
  renderPage(<ReportLabelMaker services={s} now={now} />, PATH);
  const region = await screen.findByRole('region', { name: 'Label Maker History' });
  await within(region).findByText('QR0001');
  await choose('Status', 'Success');
  await waitFor(() => expect(s.history).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'Success' })));
  expect(currentUrl()).toContain('history.status=Success');
});

it('exports the Checking Report with a Passed column and one per variant', () => {
  const t = (key: string, vars?: Record<string, unknown>) =>
    ({ 'labelMakerReport.period': 'Period', 'labelMakerReport.passed': 'Passed' })[key] ??
    `${key}${JSON.stringify(vars)}`;
  const job = checkingExportJob(checkingRows, 'MONTHLY', t as never);
  expect(job.fileName).toBe('Checking Report Label Maker Download');
  expect(job.columns.map((c) => c.title)).toEqual(['Period', 'Passed', 'MPX1', 'SPX2']);
  expect('rows' in job.source ? job.source.rows : []).toEqual([
    { category: 'Week 1', s0: 1200, s1: 1000, s2: 200 },
    { category: 'Week 2', s0: 30, s1: 0, s2: 30 },
  ]);
});
