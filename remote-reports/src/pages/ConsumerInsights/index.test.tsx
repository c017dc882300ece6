import { screen, waitFor, within } from '@testing-library/react';
import { t } from '@qrguard/shared-ui';
import { currentUrl, now, renderPage, tableRows } from '../ReportLabelMaker/testing';
import ConsumerInsights from '.';
import { authenticityExportJob, chartExportJob, citiesChart, variantsChart } from './charts';
import type { InsightData, InsightServices } from './services';

const variants: InsightData<'insightVariants'> = [
  { variant_id: 1, variant: 'MPX1', count: 12000 },
  { variant_id: 0, variant: '', count: 3 },
];
const geography: InsightData<'insightGeography'> = {
  provinces: [
    { province: 'DKI Jakarta', count: 7 },
    { province: 'Jawa Timur', count: 1 },
  ],
  cities: [
    { city: 'Jakarta', province: 'DKI Jakarta', lat: -6.2088, lng: 106.8456, count: 7 },
    { city: 'Surabaya', province: 'Jawa Timur', lat: -7.2575, lng: 112.7521, count: 1 },
  ],
  other: 1,
  unlocated: 4,
};
const authenticity: InsightData<'insightAuthenticity'> = {
  scans: 14,
  valid: 12,
  inactive: 1,
  expired: 0,
  not_found: 1,
  suspicious_scans: 2,
  flags: [
    { reason: 'Scan lebih dari 5 kali', count: 1 },
    { reason: 'Scan beda tempat', count: 0 },
  ],
};

function services() {
  return {
    variants: jest.fn(async () => variants),
    channels: jest.fn(async () => [
      { customer_type: 'Web', count: 11 },
      { customer_type: 'HSO', count: 3 },
    ]),
    time: jest.fn(async () => ({
      hours: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour === 8 ? 6 : 0 })),
      weekdays: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, count: i === 0 ? 3 : 1 })),
    })),
    geography: jest.fn(async () => geography),
    repeatScans: jest.fn(async () => [
      { band: '1', codes: 3 },
      { band: '2', codes: 1 },
      { band: '3-5', codes: 0 },
      { band: '6+', codes: 1 },
    ]),
    shelfTime: jest.fn(async () => [
      { band: 'lt7', codes: 1 },
      { band: 'unfilled', codes: 1 },
    ]),
    authenticity: jest.fn(async () => authenticity),
    reportReasons: jest.fn(async () => [{ reason: 'Kemasan rusak', count: 2 }]),
  } satisfies InsightServices;
}

const PATH = '/dashboard/consumer-insights';

it('asks every insight call for This Month and draws each chart from the answers', async () => {
  const s = services();
  renderPage(<ConsumerInsights services={s} now={now} />, PATH);
  await screen.findByRole('table', { name: 'Scans by Variant' });
  for (const call of Object.values(s)) expect(call).toHaveBeenCalledWith({ start: '2026-03-01', end: '2026-03-18' });
  expect(tableRows('Scans by Variant')).toEqual([
    ['', 'Scans'],
    ['MPX1', '12,000'],
    ['No code (counterfeit label)', '3'],
  ]);
  expect(tableRows('Scans by Customer Type')).toEqual([
    ['', 'Scans'],
    ['Web', '11'],
    ['HSO', '3'],
  ]);
  expect(tableRows('Scans by Hour of Day')).toHaveLength(25);
  expect(tableRows('Scans by Hour of Day')[9]).toEqual(['08:00', '6']);
  expect(tableRows('Scans by Day of Week').map((r) => r[0])).toEqual([
    '',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]);
  expect(tableRows('Scans by Province')).toEqual([
    ['', 'Scans'],
    ['DKI Jakarta', '7'],
    ['Jawa Timur', '1'],
  ]);
  expect(tableRows('Scans by City')).toEqual([
    ['', 'Scans'],
    ['Jakarta', '7'],
    ['Surabaya', '1'],
    ['Elsewhere (over 150 km from a known city)', '1'],
    ['No location sent', '4'],
  ]);
  expect(tableRows('Repeat Scans').slice(1)).toEqual([
    ['Scanned once', '3'],
    ['Scanned twice', '1'],
    ['3 to 5 times', '0'],
    ['More than 5 times', '1'],
  ]);
  expect(tableRows('Shelf Time').slice(1)).toEqual([
    ['Under 1 week', '1'],
    ['Not filled when scanned', '1'],
  ]);
  expect(tableRows('Counterfeit and Suspicious Scans').slice(1)).toEqual([
    ['Genuine', '12'],
    ['Not activated', '1'],
    ['Expired', '0'],
    ['Counterfeit label (code not found)', '1'],
    ['Suspicious code', '2'],
  ]);
  expect(screen.getByText('Counterfeit share: 7.1% · Suspicious share: 14% (of 14 scans)')).toBeInTheDocument();
  expect(tableRows('New Suspect Flags').slice(1)).toEqual([
    ['Scanned more than 5 times', '1'],
    ['Scanned in different places', '0'],
  ]);
  expect(tableRows('Report Reasons').slice(1)).toEqual([['Damaged packaging', '2']]);
});

it('every chart has an info popover and its own Download Excel; no age or gender chart', async () => {
  renderPage(<ConsumerInsights services={services()} now={now} />, PATH);
  await screen.findByRole('table', { name: 'Report Reasons' });
  const titles = [
    'Scans by Variant',
    'Scans by Customer Type',
    'Scans by Hour of Day',
    'Scans by Day of Week',
    'Scans by Province',
    'Scans by City',
    'Repeat Scans',
    'Shelf Time',
    'Counterfeit and Suspicious Scans',
    'New Suspect Flags',
    'Report Reasons',
  ];
  for (const title of titles) {
    expect(screen.getByRole('button', { name: `About ${title}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Download ${title}` })).toBeEnabled();
  }
  expect(screen.queryByText(/\bage\b|gender/i)).toBeNull();
  // The map area: without a Google Maps key it lists the cities with their scans.
  const map = screen.getByRole('region', { name: 'Customer scans by city' });
  const rows = within(map)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows.slice(1)).toEqual([
    ['Jakarta', '7'],
    ['Surabaya', '1'],
    ['Total', '8'],
  ]);
});

it('the variant in the URL goes to every call; the bar offers the variant selector', async () => {
  const s = services();
  renderPage(<ConsumerInsights services={s} now={now} />, `${PATH}?variant=1`);
  await screen.findByRole('table', { name: 'Scans by Variant' });
  for (const call of Object.values(s))
    expect(call).toHaveBeenCalledWith({ start: '2026-03-01', end: '2026-03-18', variant: '1' });
  expect(screen.getByRole('combobox', { name: 'Variant' })).toBeInTheDocument();
  expect(currentUrl()).toContain('variant=1');
});

it('reads the range from the URL', async () => {
  const s = services();
  renderPage(<ConsumerInsights services={s} now={now} />, `${PATH}?start=2026-01-05&end=2026-02-10`);
  await waitFor(() => expect(s.time).toHaveBeenCalledWith({ start: '2026-01-05', end: '2026-02-10' }));
});

it('a failed call says so in its own card only', async () => {
  const s = { ...services(), shelfTime: jest.fn(async () => Promise.reject(new Error('down'))) };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPage(<ConsumerInsights services={s} now={now} />, PATH);
  await screen.findByRole('table', { name: 'Repeat Scans' });
  expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Shelf Time' })).toBeNull();
});

describe('exports', () => {
  it('a chart file holds the categories and figures drawn', () => {
    const job = chartExportJob(variantsChart(variants, t), 'Scans by Variant', 'Variant');
    expect(job.fileName).toBe('Consumer Insight - Scans by Variant');
    expect(job.columns.map((c) => c.title)).toEqual(['Variant', 'Scans']);
    expect(job.source).toEqual({
      rows: [
        { category: 'MPX1', s0: 12000 },
        { category: 'No code (counterfeit label)', s0: 3 },
      ],
    });
  });

  it('the cities file adds the scans elsewhere and without a location', () => {
    const job = chartExportJob(citiesChart(geography, t), 'Scans by City', 'City');
    expect((job.source as { rows: { category: string; s0: number }[] }).rows.map((r) => r.s0)).toEqual([7, 1, 1, 4]);
  });

  it('the authenticity file has each outcome with its share of all scans', () => {
    const job = authenticityExportJob(authenticity, t, 'Counterfeit and Suspicious Scans');
    expect(job.columns.map((c) => c.title)).toEqual(['Outcome', 'Scans', 'Share of scans (%)']);
    expect((job.source as { rows: unknown[] }).rows).toEqual([
      { category: 'Genuine', s0: 12, s1: 85.7 },
      { category: 'Not activated', s0: 1, s1: 7.1 },
      { category: 'Expired', s0: 0, s1: 0 },
      { category: 'Counterfeit label (code not found)', s0: 1, s1: 7.1 },
      { category: 'Suspicious code', s0: 2, s1: 14.3 },
    ]);
  });
});
