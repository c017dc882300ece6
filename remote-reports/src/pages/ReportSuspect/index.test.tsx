import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SuspectCards, SuspectDetail, SuspectRow } from '@qrguard/shared-api';
import { t } from '@qrguard/shared-ui';
import { choose, currentUrl, now, renderPage } from '../ReportLabelMaker/testing';
import ReportSuspect from '.';
import { durationText, reasonOf, tableQuery } from './query';
import type { SuspectReportServices } from './services';

const PATH = '/dashboard/reports/suspect';

const CARDS: SuspectCards = {
  total: 12503,
  scan_more_than_5: 12000,
  scan_different_location: 503,
  qr_not_found: 41,
  suspicious_qr: 1234,
};

const ROWS: SuspectRow[] = [
  {
    id: 8,
    qrcode: 'QRB000001',
    variant: 'SPX1',
    reason: 'Scan beda tempat',
    count: 2,
    scan_date: '2026-03-17T03:00:00Z',
    cleared_at: null,
    cleared_by: null,
  },
  {
    id: 7,
    qrcode: 'QRA000001',
    variant: 'MPX1',
    reason: 'Scan lebih dari 5 kali',
    count: 1206,
    scan_date: '2026-03-10T02:00:00Z',
    cleared_at: '2026-03-12T04:00:00Z',
    cleared_by: 'admin',
  },
];

// Jakarta (-6.2088, 106.8456) at 09:00 then Medan (3.5952, 98.6722) an hour later, in Jakarta time.
const DETAIL: SuspectDetail = {
  qrcode: 'QRB000001',
  variant: 'SPX1',
  scans_total: 3,
  scans: [
    {
      id: 3,
      qrcode: 'QRB000001',
      variant: 'SPX1',
      scan_date: '2026-03-17T03:00:00Z',
      lat: 3.5952,
      lng: 98.6722,
      customer_type: 'HSO',
    },
    {
      id: 2,
      qrcode: 'QRB000001',
      variant: 'SPX1',
      scan_date: '2026-03-17T02:30:00Z',
      lat: null,
      lng: null,
      customer_type: 'Web',
    },
    {
      id: 1,
      qrcode: 'QRB000001',
      variant: 'SPX1',
      scan_date: '2026-03-17T02:00:00Z',
      lat: -6.2088,
      lng: 106.8456,
      customer_type: 'HSO',
    },
  ],
  flags: [
    {
      id: 8,
      reason: 'Scan beda tempat',
      scan_date: '2026-03-17T03:00:00Z',
      count: 2,
      cleared_at: null,
      cleared_by: null,
      trip: {
        from: { scan_date: '2026-03-17T02:00:00Z', lat: -6.2088, lng: 106.8456 },
        to: { scan_date: '2026-03-17T03:00:00Z', lat: 3.5952, lng: 98.6722 },
        distance_km: 1421.6,
        hours: 1,
        speed_kmh: 1422,
      },
    },
  ],
};

function services(detail: () => Promise<SuspectDetail> = async () => DETAIL) {
  return {
    cards: jest.fn(async (_query: Parameters<SuspectReportServices['cards']>[0]) => CARDS),
    table: jest.fn(async (query: Parameters<SuspectReportServices['table']>[0] = {}) => {
      const data = ROWS.filter((row) => !query.reason || row.reason === query.reason);
      return { data, meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length } };
    }),
    details: jest.fn((_query: Parameters<SuspectReportServices['details']>[0], _signal?: AbortSignal) => detail()),
  } satisfies SuspectReportServices;
}

/** The open dialog holding `text` (antd's modal names itself through a title element jsdom may not resolve). */
const dialogWith = (text: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) =>
      (d.textContent ?? '').includes(text),
    );
    if (!found) throw new Error(`no dialog with ${text}`);
    return found;
  });

const card = (title: string) => screen.getByRole('group', { name: title });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

it('loads the five cards for the first of the month to today, with comma thousands and an info each', async () => {
  const s = services();
  renderPage(<ReportSuspect services={s} now={now} />, PATH);
  await waitFor(() => expect(within(card('Total Report Suspect')).getByText('12,503')).toBeInTheDocument());
  expect(s.cards).toHaveBeenCalledWith({ start: '2026-03-01', end: '2026-03-18' });
  for (const [title, value] of [
    ['Scan More Than 5', '12,000'],
    ['Scan Different Location', '503'],
    ['QR Not Found', '41'],
    ['Suspicious QR', '1,234'],
  ]) {
    expect(within(card(title!)).getByText(value!)).toBeInTheDocument();
    expect(within(card(title!)).getByRole('button', { name: `About ${title}` })).toBeInTheDocument();
  }
});

it('lists the flags newest first, the reason in the reader’s language, a cleared flag marked', async () => {
  const s = services();
  renderPage(<ReportSuspect services={s} now={now} />, PATH);
  const moved = await rowOf('QRB000001');
  expect(cells(moved).slice(0, 5)).toEqual([
    'QRB000001',
    'SPX1',
    'Scanned in different places',
    '2',
    '17 Mar 2026 10:00:00',
  ]);
  const cleared = await rowOf('QRA000001');
  expect(cells(cleared)[2]).toBe(
    'Scanned more than 5 timesClearedCleared by admin on 12 Mar 2026 11:00:00 (customer scans reset)',
  );
  expect(cells(cleared)[3]).toBe('1,206');
  expect(s.table).toHaveBeenLastCalledWith({
    start: '2026-03-01',
    end: '2026-03-18',
    page: 1,
    limit: 15,
    order: 'DESC',
    by: 'scan_date',
  });
  // Spec 9: no per-page selector; the export is there.
  expect(document.querySelector('.ant-pagination-options')).toBeNull();
  expect(screen.getByRole('button', { name: /Download Excel/ })).toBeInTheDocument();
});

it('the reason filter: in the URL, it filters the table and not the cards', async () => {
  const s = services();
  renderPage(<ReportSuspect services={s} now={now} />, PATH);
  await rowOf('QRA000001');
  await choose('Reason', 'Scanned in different places');
  await waitFor(() => expect(currentUrl()).toContain('reason=Scan+beda+tempat'));
  await waitFor(() =>
    expect(s.table).toHaveBeenLastCalledWith(expect.objectContaining({ reason: 'Scan beda tempat', page: 1 })),
  );
  await waitFor(() => expect(screen.queryByText('QRA000001')).toBeNull());
  expect(s.cards).toHaveBeenCalledTimes(1);
});

it('a variant (from the variants feed) refreshes the cards and the table, and goes in the URL', async () => {
  const s = services();
  renderPage(<ReportSuspect services={s} now={now} />, `${PATH}?reason=Scan+lebih+dari+5+kali`);
  await rowOf('QRA000001');
  expect(s.table).toHaveBeenLastCalledWith(expect.objectContaining({ reason: 'Scan lebih dari 5 kali' }));
  await choose('Variant', 'MPX1');
  await waitFor(() => expect(currentUrl()).toContain('variant=1'));
  await waitFor(() =>
    expect(s.cards).toHaveBeenLastCalledWith({ start: '2026-03-01', end: '2026-03-18', variant: '1' }),
  );
  await waitFor(() =>
    expect(s.table).toHaveBeenLastCalledWith(
      expect.objectContaining({ variant: '1', reason: 'Scan lebih dari 5 kali', page: 1 }),
    ),
  );
});

it('the detail modal: Loading... first, then the trip that tripped the rule, the map list and the scans', async () => {
  let resolve: (detail: SuspectDetail) => void = () => undefined;
  const s = services(() => new Promise<SuspectDetail>((done) => (resolve = done)));
  renderPage(<ReportSuspect services={s} now={now} />, PATH);
  await rowOf('QRB000001');
  fireEvent.click(screen.getByRole('button', { name: 'Detail, row 1' }));
  const dialog = await dialogWith('Suspect QR QRB000001');
  expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
  expect(s.details).toHaveBeenCalledWith(
    { qrcode: 'QRB000001', reason: 'Scan beda tempat', start: '2026-03-01', end: '2026-03-18' },
    expect.any(AbortSignal),
  );
  await act(async () => resolve(DETAIL));

  expect(await within(dialog).findByText('1,421.6 km apart in 1 h 0 min: about 1,422 km/h.')).toBeInTheDocument();
  expect(
    within(dialog).getByText('From near Jakarta (17 Mar 2026 09:00:00) to near Medan (17 Mar 2026 10:00:00).'),
  ).toBeInTheDocument();
  // No Google Maps key here: the map lists the located points by nearest city.
  const byCity = within(dialog).getByRole('table', {
    name: 'Map of the scans of QRB000001: located points by nearest city',
  });
  expect(
    within(byCity)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
  ).toEqual([
    ['Nearest city', 'Points'],
    ['Jakarta', '1'],
    ['Medan', '1'],
    ['Total', '2'],
  ]);
  // antd draws a scrolling table as a header table and a body table, both named.
  const rows = within(dialog)
    .getAllByRole('table', { name: 'Customer scans of QRB000001' })
    .flatMap((table) => within(table).queryAllByRole('row'))
    .map((row) => cells(row))
    .filter((row) => row.length > 1);
  expect(rows).toEqual([
    ['QRB000001', 'SPX1', '17 Mar 2026 10:00:00', '3.5952', '98.6722', 'HSO'],
    ['QRB000001', 'SPX1', '17 Mar 2026 09:30:00', 'N/A', 'N/A', 'Web'],
    ['QRB000001', 'SPX1', '17 Mar 2026 09:00:00', '-6.2088', '106.8456', 'HSO'],
  ]);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() =>
    expect([...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes('Suspect QR'))).toBe(
      false,
    ),
  );
});

it('a detail that fails to load says so in the modal', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const s = services(async () => {
    throw new Error('boom');
  });
  renderPage(<ReportSuspect services={s} now={now} />, PATH);
  await rowOf('QRB000001');
  fireEvent.click(screen.getByRole('button', { name: 'Detail, row 1' }));
  const dialog = await dialogWith('Suspect QR QRB000001');
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  jest.restoreAllMocks();
});

describe('query', () => {
  it('reads only the two reasons from the URL', () => {
    expect(reasonOf('Scan beda tempat')).toBe('Scan beda tempat');
    expect(reasonOf('Scan lebih dari 5 kali')).toBe('Scan lebih dari 5 kali');
    expect(reasonOf('anything')).toBeUndefined();
    expect(reasonOf(null)).toBeUndefined();
  });

  it('asks for the table newest first unless a column is sorted', () => {
    expect(tableQuery({ start: '2026-03-01' }, { page: 2, limit: 15 })).toEqual({
      start: '2026-03-01',
      page: 2,
      limit: 15,
      order: 'DESC',
      by: 'scan_date',
    });
    expect(tableQuery({}, { page: 1, limit: 15, by: 'count', order: 'ASC' })).toMatchObject({ by: 'count' });
  });

  it('writes a trip’s duration', () => {
    expect(durationText(t, 0.5)).toBe('30 min');
    expect(durationText(t, 1)).toBe('1 h 0 min');
    expect(durationText(t, 26.25)).toBe('26 h 15 min');
  });
});
