import { screen, waitFor } from '@testing-library/react';
import type { CustomerStats, ReasonRow, ScanReportRow } from '@qrguard/shared-api';
import { cardValue, now, renderPage, tableRows } from '../../testing/renderPage';
import HighlightCustomer from '.';
import type { CustomerServices } from './services';

const stats: CustomerStats = { scan: 12000, report: 40, valid: 11000, invalid: 700, expired: 250 };
const reasonRows: ReasonRow[] = [
  { reason: 'Segel terbuka', unknown: 2, mpx1: 10, spx2: 3 },
  { reason: 'Lainnya', unknown: 0, mpx1: 20, spx2: 5 },
];
const scanReportRows: ScanReportRow[] = [
  { period: '2026-03-01', scan: 7000, valid: 6500, report: 25 },
  { period: '2026-03-08', scan: 5000, valid: 4500, report: 15 },
];

const services = () =>
  ({
    stats: jest.fn(async () => stats),
    reasons: jest.fn(async () => reasonRows),
    scanReport: jest.fn(async () => scanReportRows),
  }) satisfies CustomerServices;

it('shows the five customer cards', async () => {
  renderPage(<HighlightCustomer services={services()} now={now} />, '/dashboard/highlight/customer');
  await waitFor(() => expect(cardValue('Total Scan Product')).toBe('12,000'));
  expect(cardValue('Total Report Customer')).toBe('40');
  expect(cardValue('Valid Product')).toBe('11,000');
  expect(cardValue('Inactive Product')).toBe('700');
  expect(cardValue('Expired Product')).toBe('250');
});

it('filters by variant and oil maker only, over This Month, and names the period', () => {
  renderPage(<HighlightCustomer services={services()} now={now} />, '/dashboard/highlight/customer?period=year');
  expect(screen.queryByRole('button', { name: 'This Month' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Variant' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Oil maker' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Label maker' })).not.toBeInTheDocument();
  expect(screen.getByText('This Month: 01 Mar 2026 – 18 Mar 2026')).toBeInTheDocument();
});

it('asks 100 ms after the filter is known', async () => {
  const s = services();
  renderPage(<HighlightCustomer services={s} now={now} />, '/dashboard/highlight/customer?variant=1&oilmaker=5');
  expect(s.stats).not.toHaveBeenCalled();
  await waitFor(() => expect(s.scanReport).toHaveBeenCalled());
  const filter = { start: '2026-03-01', end: '2026-03-18', variant: [1], oilmaker: 5 };
  expect(s.stats).toHaveBeenCalledWith(filter);
  expect(s.reasons).toHaveBeenCalledWith(filter);
  expect(s.scanReport).toHaveBeenCalledWith({ ...filter, mode: 'MONTHLY' });
});

it('draws the reasons stacked by variant with Unknown last, and Scan vs Report per week', async () => {
  renderPage(<HighlightCustomer services={services()} now={now} />, '/dashboard/highlight/customer');
  await screen.findByRole('table', { name: 'Reasons for Report' });
  expect(tableRows('Reasons for Report')).toEqual([
    ['', 'MPX1', 'SPX 2', 'Unknown'],
    // The API's reasons (as customers chose them, in Indonesian) read in the page's language (issue 10).
    ['Seal already opened', '10', '3', '2'],
    ['Other', '20', '5', '0'],
  ]);
  await screen.findByRole('table', { name: 'Scan vs Report' });
  expect(tableRows('Scan vs Report')).toEqual([
    ['', 'Scan', 'Valid', 'Report'],
    ['Week 1', '7,000', '6,500', '25'],
    ['Week 2', '5,000', '4,500', '15'],
  ]);
});
