import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  filterListsAtom,
  setSession,
  store,
  type ActivityHistoryRow,
  type ActivityOverviewQuery,
  type HighlightQuery,
} from '@qrguard/shared-api';
import { ChartRendererProvider, ChartTable } from '@qrguard/shared-ui';
import { sessionUser } from '@qrguard/shared-api/testing';
import CustomerActivities, { type ActivityService } from './index';
import { historyQuery, overviewQuery, statusOf } from './query';

// antd pages render slowly under jest on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

const now = () => new Date('2026-03-18T05:00:00Z');

const ROWS: ActivityHistoryRow[] = [
  {
    id: 12,
    url: 'https://qr.example/QRB000001',
    product_name: 'MPX1 Oil',
    variant: 'MPX1',
    volume: 800,
    scan_date: '2026-03-10T03:04:05Z',
    lat: -6.2,
    lng: 106.8,
    has_location: true,
    status: 'Success',
    actor: 'customer',
  },
  {
    id: 11,
    url: 'https://qr.example/unknown',
    product_name: null,
    variant: null,
    volume: null,
    scan_date: '2026-03-09T01:00:00Z',
    lat: null,
    lng: null,
    has_location: false,
    status: 'Not Found',
    actor: 'customer',
  },
];

function stubService(): jest.Mocked<ActivityService> {
  return {
    fetchActivityOverview: jest.fn(async (_query: ActivityOverviewQuery) => [
      { period: '2026-03-01', count: 1 },
      { period: '2026-03-08', count: 1 },
    ]),
    fetchActivityMapDistribution: jest.fn(async (_query?: HighlightQuery) => [
      { lat: -6.2, lng: 106.8, scan_date: '2026-03-10T03:04:05Z', status: 'Success' },
    ]),
    fetchActivityHistory: jest.fn(async (query = {}) => {
      const data = ROWS.filter((row) => !query.status || row.status === query.status);
      return { data, meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length } };
    }),
  };
}

function Where() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(service: ActivityService, path = '/dashboard/customer-activities') {
  store.set(filterListsAtom, {
    loaded: true,
    variants: [{ id: 1, name: 'MPX1' }],
    oilMakers: [{ id: 5, code: 'OM1', name: 'Federal' }],
    labelMakers: [{ id: 3, name: 'Cahaya' }],
    bottleMakers: [],
  });
  // Charts drawn as tables: jsdom cannot lay out ApexCharts.
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ChartRendererProvider value={ChartTable}>
        <MemoryRouter initialEntries={[path]}>
          <CustomerActivities service={service} now={now} />
          <Where />
        </MemoryRouter>
      </ChartRendererProvider>
    </ConfigProvider>,
  );
}

beforeEach(() => act(() => setSession(sessionUser({ id: 7 }))));
afterEach(() => act(() => setSession(null)));

async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (candidate) => candidate.getAttribute('title') === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** The table body (antd draws the header in a table of its own with the same name). */
const table = () => screen.getAllByRole('table', { name: 'Scan History' }).at(-1)!;

describe('Customer Activities', () => {
  it('shows the chart, the map and the Scan History newest first, formatted per spec 3', async () => {
    const service = stubService();
    renderPage(service);
    expect(screen.getByRole('heading', { name: 'Customer Activities' })).toBeInTheDocument();
    await screen.findByText('https://qr.example/QRB000001');
    const first = service.fetchActivityHistory.mock.calls[0]![0];
    expect(first).toMatchObject({ start: '2026-03-01', end: '2026-03-18', by: 'scan_date', order: 'DESC' });
    expect(service.fetchActivityOverview).toHaveBeenCalledWith(
      expect.objectContaining({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' }),
    );
    const row = within(table()).getByText('https://qr.example/QRB000001').closest('tr')!;
    expect(within(row).getByText('0.8 Lt')).toBeInTheDocument();
    expect(within(row).getByText('10 Mar 2026 10:04:05')).toBeInTheDocument();
    expect(within(row).getByText('Success')).toBeInTheDocument();
    expect(await screen.findByTestId('chart-total')).toHaveTextContent('Scans in the chart: 2');
    expect(screen.getByRole('button', { name: /Download Excel/ })).toBeInTheDocument();
    // The map's by-city list (no Google Maps key here) scrolls in a region the keyboard reaches.
    const list = await screen.findByRole('region', { name: 'Last 1000 Scans: located points by nearest city' });
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('filters the chart and the table by the same status, kept in the URL', async () => {
    const service = stubService();
    renderPage(service);
    await screen.findByText('https://qr.example/QRB000001');
    await choose('Status', 'Not Found');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=Not+Found'));
    await waitFor(() =>
      expect(service.fetchActivityHistory).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'Not Found' })),
    );
    expect(service.fetchActivityOverview).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'Not Found' }));
    await waitFor(() => expect(within(table()).queryByText('https://qr.example/QRB000001')).not.toBeInTheDocument());
    expect(within(table()).getByText('https://qr.example/unknown')).toBeInTheDocument();
  });

  it('offers the statuses of the spec and reads an unknown one as all', () => {
    expect(statusOf('Cross Scan')).toBe('Cross Scan');
    expect(statusOf('bogus')).toBe('');
    const filter = { start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' } as Parameters<typeof overviewQuery>[0];
    expect(overviewQuery(filter, 'Reject')).toMatchObject({ status: 'Reject', mode: 'MONTHLY' });
    expect(historyQuery({ query: {}, status: '' }, { page: 2, limit: 30 })).toEqual({
      page: 2,
      limit: 30,
      order: 'DESC',
      by: 'scan_date',
    });
  });

  it('shows view on map only on located rows, and opens the location in a modal', async () => {
    renderPage(stubService());
    await screen.findByText('https://qr.example/QRB000001');
    const located = within(table()).getByText('https://qr.example/QRB000001').closest('tr')!;
    const unlocated = within(table()).getByText('https://qr.example/unknown').closest('tr')!;
    expect(within(unlocated).queryByRole('button', { name: /View on map/ })).not.toBeInTheDocument();
    fireEvent.click(within(located).getByRole('button', { name: /View on map/ }));
    const dialog = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((d) =>
        (d.textContent ?? '').includes('Scan location'),
      );
      if (!found) throw new Error('no map dialog');
      return found;
    });
    expect(within(dialog).getByText(/no Google Maps key/)).toBeInTheDocument();
  });
});
