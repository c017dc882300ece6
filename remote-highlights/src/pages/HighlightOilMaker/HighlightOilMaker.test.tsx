import { screen, waitFor } from '@testing-library/react';
import type { CompanyRow, HighlightStats, OilMakerVariantRow } from '@qrguard/shared-api';
import { cardValue, now, renderPage, tableRows } from '../../testing/renderPage';
import HighlightOilMaker from '.';
import type { OilMakerServices } from './services';

const stats: HighlightStats = {
  total_qr: 5000,
  total_scan: 4800,
  active: 4500,
  failed: 40,
  total_inactive: 460,
  deactivate: 35,
};
const variantRows: OilMakerVariantRow[] = [
  { period: '2026-03-01', activated_MPX1: 2500, totalqr_MPX1: 3000 },
  { period: '2026-03-08', activated_MPX1: 2000, totalqr_MPX1: 2000 },
];
const companyRows: CompanyRow[] = [
  { company: 'OM1 - Federal', count: 4500, sub_data: [{ variant: 'MPX1', count: 4500 }] },
];

const services = () =>
  ({
    stats: jest.fn(async () => stats),
    variants: jest.fn(async () => variantRows),
    companies: jest.fn(async () => companyRows),
  }) satisfies OilMakerServices;

it('shows Total QR, Total Scan, Total Active and Total Deactivate', async () => {
  renderPage(<HighlightOilMaker services={services()} now={now} />, '/dashboard/highlight/oil-maker');
  await waitFor(() => expect(cardValue('Total QR')).toBe('5,000'));
  expect(cardValue('Total Scan')).toBe('4,800');
  expect(cardValue('Total Active')).toBe('4,500');
  expect(cardValue('Total Deactivate')).toBe('35');
  expect(screen.queryByRole('group', { name: 'Total Fail' })).not.toBeInTheDocument();
});

it('draws QR vs Active per week of the month and the oil makers with their variants', async () => {
  const s = services();
  renderPage(<HighlightOilMaker services={s} now={now} />, '/dashboard/highlight/oil-maker?oilmaker=5');
  await screen.findByRole('table', { name: 'QR vs Active' });
  expect(s.variants).toHaveBeenCalledWith({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY', oilmaker: 5 });
  expect(tableRows('QR vs Active')).toEqual([
    ['', 'MPX1 Active', 'MPX1 QR'],
    ['Week 1', '2,500', '3,000'],
    ['Week 2', '2,000', '2,000'],
  ]);
  expect(tableRows('QR Active by Oil Maker')).toEqual([['OM1 - Federal', '4,500']]);
  await screen.findByRole('table', { name: 'Variants of OM1 - Federal' }, { timeout: 3000 });
});
