import { screen, waitFor } from '@testing-library/react';
import type { OverviewStats, ScanSeriesRow, SuspiciousProductRow } from '@qrguard/shared-api';
import { cardValue, now, renderPage, tableRows } from '../../testing/renderPage';
import HighlightOverview from '.';
import type { OverviewServices } from './services';

const stats: OverviewStats = {
  total_qr: 104000,
  total_scan: 99500,
  active: 98000,
  failed: 300,
  total_inactive: 5700,
  deactivate: 12,
  total: 2500,
  valid: 2350,
  invalid: 150,
};
const scanRows: ScanSeriesRow[] = [
  { period: '2026-01-01', valid: 1350, invalid: 100 },
  { period: '2026-02-01', valid: 0, invalid: 0 },
  { period: '2026-03-01', valid: 1000, invalid: 50 },
];
const productRows: SuspiciousProductRow[] = [
  { name: 'MPX1', count: 140 },
  { name: 'Unknown', count: 10 },
];

const services = () =>
  ({
    stats: jest.fn(async () => stats),
    scanChart: jest.fn(async () => scanRows),
    byProduct: jest.fn(async () => productRows),
  }) satisfies OverviewServices;

it('shows the label-maker cards and the first-version cards with their units', async () => {
  renderPage(<HighlightOverview services={services()} now={now} />, '/dashboard/highlight?period=year');
  await waitFor(() => expect(cardValue('Total QR')).toBe('104,000'));
  expect(cardValue('Total Scan')).toBe('99,500');
  expect(cardValue('Total Active')).toBe('98,000');
  expect(cardValue('Total Fail')).toBe('300');
  expect(cardValue('Total Inactive')).toBe('5,700');
  expect(cardValue('No. of Bottle Scan')).toBe('2,500');
  expect(cardValue('No. of Verified Scan')).toBe('2,350');
  expect(cardValue('Suspicious Item Found')).toBe('150');
  expect(screen.getAllByText('Activities')).toHaveLength(2);
  expect(screen.getByText('Total Report')).toBeInTheDocument();
});

it('draws Scan & Suspicious Item per month of the year, and the most suspicious products', async () => {
  const s = services();
  renderPage(<HighlightOverview services={s} now={now} />, '/dashboard/highlight?period=year&variant=2');
  await screen.findByRole('table', { name: 'Scan & Suspicious Item' });
  expect(s.scanChart).toHaveBeenCalledWith({ start: '2026-01-01', end: '2026-03-18', mode: 'YEARLY', variant: [2] });
  expect(s.byProduct).toHaveBeenCalledWith({ start: '2026-01-01', end: '2026-03-18', variant: [2] });
  expect(tableRows('Scan & Suspicious Item')).toEqual([
    ['', 'Scan', 'Suspicious'],
    ['Jan', '1,350', '100'],
    ['Feb', '0', '0'],
    ['Mar', '1,000', '50'],
  ]);
  expect(tableRows('Most Suspicious Product')).toEqual([
    ['MPX1', '140'],
    ['Unknown', '10'],
  ]);
});

it('says No Data when nothing suspicious was found', async () => {
  renderPage(
    <HighlightOverview services={{ ...services(), byProduct: jest.fn(async () => []) }} now={now} />,
    '/dashboard/highlight',
  );
  expect(await screen.findByText('No Data')).toBeInTheDocument();
});

it('offers the four date buttons and the variant multi-select only', () => {
  renderPage(<HighlightOverview services={services()} now={now} />, '/dashboard/highlight');
  expect(screen.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('All Variants')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Label maker' })).not.toBeInTheDocument();
});
