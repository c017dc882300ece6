import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BottleMakerRow, CompanyRow, HighlightStats, LabelMakerVariantRow } from '@qrguard/shared-api';
import { cardValue, currentUrl, now, pending, renderPage, tableRows } from '../../testing/renderPage';
import HighlightLabelMaker from '.';
import type { LabelMakerServices } from './services';

const stats: HighlightStats = {
  total_qr: 1040,
  total_scan: 1523,
  active: 1000,
  failed: 12,
  total_inactive: 28,
  deactivate: 0,
};
const variantRows: LabelMakerVariantRow[] = [
  { period: '2026-03-17', activate_MPX1: 600, totalscan_MPX1: 900, activate_SPX2: 100, totalscan_SPX2: 123 },
  { period: '2026-03-18', activate_MPX1: 300, totalscan_MPX1: 500, activate_SPX2: 0, totalscan_SPX2: 0 },
];
const bottleRows: BottleMakerRow[] = [{ bottle_maker: 'Botol Jaya', active: 1000, failed: 12 }];
const companyRows: CompanyRow[] = [
  {
    company: 'Cahaya',
    count: 1000,
    sub_data: [
      { variant: 'MPX1', count: 900 },
      { variant: 'SPX 2', count: 100 },
    ],
  },
];

function services(overrides: Partial<LabelMakerServices> = {}) {
  return {
    stats: jest.fn(async () => stats),
    variants: jest.fn(async () => variantRows),
    bottleMakers: jest.fn(async () => bottleRows),
    companies: jest.fn(async () => companyRows),
    ...overrides,
  } satisfies LabelMakerServices;
}

const URL = '/dashboard/highlight/label-maker?start=2026-03-17&end=2026-03-18&variant=1,2&labelmaker=3';

it('shows the five cards with comma thousands', async () => {
  renderPage(<HighlightLabelMaker services={services()} now={now} />, URL);
  await waitFor(() => expect(cardValue('Total QR')).toBe('1,040'));
  expect(cardValue('Total Scan')).toBe('1,523');
  expect(cardValue('Total Active')).toBe('1,000');
  expect(cardValue('Total Fail')).toBe('12');
  expect(cardValue('Total Inactive')).toBe('28');
});

it('asks every block for the filter of the URL, the series with its mode', async () => {
  const s = services();
  renderPage(<HighlightLabelMaker services={s} now={now} />, URL);
  const filter = { start: '2026-03-17', end: '2026-03-18', variant: [1, 2], labelmaker: 3 };
  await waitFor(() => expect(s.companies).toHaveBeenCalled());
  expect(s.stats).toHaveBeenCalledWith(filter);
  expect(s.bottleMakers).toHaveBeenCalledWith(filter);
  expect(s.companies).toHaveBeenCalledWith(filter);
  expect(s.variants).toHaveBeenCalledWith({ ...filter, mode: 'CUSTOM' });
});

it('draws Scan vs Active as an Active and a Scan stack per period, split by variant', async () => {
  renderPage(<HighlightLabelMaker services={services()} now={now} />, URL);
  await screen.findByRole('table', { name: 'Scan vs Active' });
  expect(tableRows('Scan vs Active')).toEqual([
    ['', 'MPX1 Active', 'SPX 2 Active', 'MPX1 Scan', 'SPX 2 Scan'],
    ['17 Mar 26', '600', '100', '900', '123'],
    ['18 Mar 26', '300', '0', '500', '0'],
  ]);
});

it('draws Success and Failed per bottle maker', async () => {
  renderPage(<HighlightLabelMaker services={services()} now={now} />, URL);
  await screen.findByRole('table', { name: 'Detailed by Bottle Maker' });
  expect(tableRows('Detailed by Bottle Maker')).toEqual([
    ['', 'Success', 'Failed'],
    ['Botol Jaya', '1,000', '12'],
  ]);
});

it('opens the first label maker’s variant ring by itself', async () => {
  renderPage(<HighlightLabelMaker services={services()} now={now} />, URL);
  expect(await screen.findByRole('table', { name: 'QR Active By Label Maker' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Variants of Cahaya' }, { timeout: 3000 });
  expect(tableRows('Variants of Cahaya')).toEqual([
    ['MPX1', '900'],
    ['SPX 2', '100'],
  ]);
});

it('loads each block on its own: Loading..., No Data, or could not be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPage(
    <HighlightLabelMaker
      services={services({
        variants: () => pending(),
        bottleMakers: jest.fn(async () => []),
        companies: jest.fn(async () => Promise.reject(new Error('HTTP 404'))),
      })}
      now={now}
    />,
    URL,
  );
  await waitFor(() => expect(cardValue('Total QR')).toBe('1,040'));
  expect(within(screen.getByRole('region', { name: 'Scan vs Active' })).getByText('Loading...')).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'Detailed by Bottle Maker' })).findByText('No Data'),
  ).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'QR Active By Label Maker' })).findByRole('alert'),
  ).toHaveTextContent('The data could not be loaded.');
  expect(console.error).toHaveBeenCalledWith('Could not load the QR Active By Label Maker chart', expect.any(Error));
});

it('shows No Data when every count of the period is 0', async () => {
  const zero = variantRows.map((row) => ({
    ...row,
    activate_MPX1: 0,
    totalscan_MPX1: 0,
    activate_SPX2: 0,
    totalscan_SPX2: 0,
  }));
  renderPage(<HighlightLabelMaker services={services({ variants: jest.fn(async () => zero) })} now={now} />, URL);
  expect(
    await within(screen.getByRole('region', { name: 'Scan vs Active' })).findByText('No Data'),
  ).toBeInTheDocument();
});

it('asks again with the new period once the filter settles, and writes it to the URL', async () => {
  const s = services();
  renderPage(<HighlightLabelMaker services={s} now={now} />, URL);
  await waitFor(() => expect(s.stats).toHaveBeenCalledTimes(1));
  fireEvent.click(screen.getByRole('button', { name: 'Today' }));
  await waitFor(() => expect(s.stats).toHaveBeenCalledTimes(2), { timeout: 3000 });
  expect(s.stats).toHaveBeenLastCalledWith({ start: '2026-03-18', end: '2026-03-18', variant: [1, 2], labelmaker: 3 });
  expect(s.variants).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'DAILY' }));
  expect(currentUrl()).toBe('/dashboard/highlight/label-maker?period=today&variant=1%2C2&labelmaker=3');
});

it('offers dates, variant, label maker, bottle maker and oil maker', () => {
  renderPage(<HighlightLabelMaker services={services()} now={now} />, '/dashboard/highlight/label-maker');
  for (const label of ['Variant', 'Label maker', 'Bottle maker', 'Oil maker']) {
    expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'true');
});
