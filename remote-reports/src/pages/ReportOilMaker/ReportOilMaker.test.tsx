import { screen, waitFor, within } from '@testing-library/react';
import type { ActivationReportRow, OilMakerScanRow } from '@qrguard/shared-api';
import { choose, currentUrl, now, renderPage, tableRows } from '../ReportLabelMaker/testing';
import ReportOilMaker from '.';
import { activationExportJob } from './activationChart';
import type { OilMakerReportServices } from './services';

const activationRows: ActivationReportRow[] = [
  { period: '2026-03-01', activated: 12500, deactivated: 3 },
  { period: '2026-03-08', activated: 0, deactivated: 1 },
];
const historyRows: OilMakerScanRow[] = [
  {
    id: 9,
    product_name: 'Oil SPX2 1L',
    variant: 'SPX2',
    volume: 1000,
    qrcode: 'QR0009',
    status: 'DEACTIVATE',
    oil_maker: 'OM1 - Federal',
    scan_date: '2026-03-17T17:30:05Z',
  },
];

function services() {
  return {
    activation: jest.fn(async () => activationRows),
    history: jest.fn(async () => ({
      data: historyRows,
      meta: { current_page: 1, last_page: 1, per_page: 15, total: 1 },
    })),
  } satisfies OilMakerReportServices;
}

const PATH = '/dashboard/reports/oil-maker';

it('draws Activate vs Deactivate for This Month with comma thousands', async () => {
  const s = services();
  renderPage(<ReportOilMaker services={s} now={now} />, PATH);
  await screen.findByRole('table', { name: 'Activation Report' });
  expect(s.activation).toHaveBeenCalledWith({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' });
  expect(tableRows('Activation Report')).toEqual([
    ['', 'Activate', 'Deactivate'],
    ['Week 1', '12,500', '3'],
    ['Week 2', '0', '1'],
  ]);
});

it('changing the oil maker changes both requests and the URL', async () => {
  const s = services();
  renderPage(<ReportOilMaker services={s} now={now} />, PATH);
  await screen.findByRole('table', { name: 'Activation Report' });
  await waitFor(() => expect(s.history).toHaveBeenCalled());
  expect(s.history).toHaveBeenLastCalledWith({
    start: '2026-03-01',
    end: '2026-03-18',
    page: 1,
    limit: 15,
    order: 'DESC',
    by: 'scan_date',
  });
  await choose('Oil maker', 'OM1 - Federal');
  await waitFor(() => expect(currentUrl()).toContain('oilmaker=5'), { timeout: 5000 });
  await waitFor(() =>
    expect(s.activation).toHaveBeenLastCalledWith({
      start: '2026-03-01',
      end: '2026-03-18',
      mode: 'MONTHLY',
      oilmaker: '5',
    }),
  );
  await waitFor(() => expect(s.history).toHaveBeenLastCalledWith(expect.objectContaining({ oilmaker: '5' })));
});

it('shows the history with volume in litres, the date in Jakarta and the status', async () => {
  renderPage(<ReportOilMaker services={services()} now={now} />, PATH);
  const table = await screen.findByRole('region', { name: 'History Report' });
  const row = (await within(table).findByText('QR0009')).closest('tr') as HTMLElement;
  expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
    'Oil SPX2 1L',
    '1 Lt',
    'QR0009',
    'DEACTIVATE',
    'OM1 - Federal',
    '18 Mar 2026 00:30:05',
  ]);
});

it('filters the history by status, kept in the URL', async () => {
  const s = services();
  renderPage(<ReportOilMaker services={s} now={now} />, `${PATH}?history.status=ACTIVATE`);
  await waitFor(() => expect(s.history).toHaveBeenCalledWith(expect.objectContaining({ status: 'ACTIVATE' })));
  await choose('Status', 'DEACTIVATE');
  await waitFor(() => expect(s.history).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'DEACTIVATE' })));
  expect(currentUrl()).toContain('history.status=DEACTIVATE');
});

it('exports the Activation Report under the spec name', () => {
  const t = (key: string) =>
    ({
      'oilMakerReport.period': 'Period',
      'oilMakerReport.activate': 'Activate',
      'oilMakerReport.deactivate': 'Deactivate',
    })[key] ?? key;
  const job = activationExportJob(activationRows, 'MONTHLY', t as never);
  expect(job.fileName).toBe('Activation Report Oil Maker Download');
  expect(job.columns.map((c) => c.title)).toEqual(['Period', 'Activate', 'Deactivate']);
  expect('rows' in job.source ? job.source.rows : []).toEqual([
    { category: 'Week 1', s0: 12500, s1: 3 },
    { category: 'Week 2', s0: 0, s1: 1 },
  ]);
});
