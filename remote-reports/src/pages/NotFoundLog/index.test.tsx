import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotFoundRow } from '@qrguard/shared-api';
import { currentUrl, now, renderPage } from '../ReportLabelMaker/testing';
import NotFoundLog from '.';
import { notFoundQuery } from './query';
import type { NotFoundLogServices } from './services';

const PATH = '/dashboard/reports/not-found';

const ROWS: NotFoundRow[] = [
  {
    id: 31,
    url: 'https://fake.example/FAKE-A',
    variant: null,
    created_at: '2026-03-17T03:05:00Z',
    lat: -6.2,
    lng: 106.8,
    report_id: 12,
    reason: 'Produk diduga palsu',
    has_photo: true,
  },
  {
    id: 30,
    url: 'https://fake.example/FAKE-B',
    variant: 'MPX1',
    created_at: '2026-03-02T17:30:00Z',
    lat: null,
    lng: null,
    report_id: null,
    reason: null,
    has_photo: false,
  },
];

function services() {
  return {
    log: jest.fn(async (_query: Parameters<NotFoundLogServices['log']>[0] = {}) => ({
      data: ROWS,
      meta: { current_page: 1, last_page: 1, per_page: 15, total: 2, totalRows: 2 },
    })),
    photo: jest.fn(async (_id: number, _signal?: AbortSignal) => ({
      url: 'blob:photo-12',
      type: 'image/png',
      revoke: jest.fn(),
    })),
  } satisfies NotFoundLogServices;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

it('lists this month’s not-found scans newest first: Variant, URL, Created At as "MMM DD Y, HH:mm"', async () => {
  const s = services();
  renderPage(<NotFoundLog services={s} now={now} />, PATH);
  expect(cells(await rowOf('https://fake.example/FAKE-A')).slice(0, 3)).toEqual([
    '-',
    'https://fake.example/FAKE-A',
    'Mar 17 2026, 10:05',
  ]);
  // 17:30 UTC on the 2nd is 00:30 on the 3rd in Jakarta.
  expect(cells(await rowOf('https://fake.example/FAKE-B')).slice(0, 3)).toEqual([
    'MPX1',
    'https://fake.example/FAKE-B',
    'Mar 03 2026, 00:30',
  ]);
  expect(s.log).toHaveBeenCalledWith({
    start: '2026-03-01',
    end: '2026-03-18',
    page: 1,
    limit: 15,
    order: 'DESC',
    by: 'created_at',
  });
  // Spec 9: 15 a page, no size to choose.
  expect(document.querySelector('.ant-pagination-options')).toBeNull();
});

it('offers the image only where a photo exists, and shows it', async () => {
  const s = services();
  renderPage(<NotFoundLog services={s} now={now} />, PATH);
  const withPhoto = await rowOf('https://fake.example/FAKE-A');
  const without = await rowOf('https://fake.example/FAKE-B');
  expect(within(without).queryByRole('button', { name: /View image/ })).toBeNull();
  fireEvent.click(within(withPhoto).getByRole('button', { name: 'View image, row 1' }));
  const image = await screen.findByRole('img', { name: 'Photo sent with report 12 (Produk diduga palsu)' });
  expect(image.getAttribute('src')).toBe('blob:photo-12');
  expect(s.photo).toHaveBeenCalledWith(12, expect.any(AbortSignal));
});

it('sorts on the server and keeps the dates in the URL', async () => {
  const s = services();
  renderPage(<NotFoundLog services={s} now={now} />, `${PATH}?start=2026-02-01&end=2026-02-28`);
  await rowOf('https://fake.example/FAKE-A');
  expect(s.log).toHaveBeenLastCalledWith(expect.objectContaining({ start: '2026-02-01', end: '2026-02-28' }));
  fireEvent.click(screen.getAllByText('URL')[0]!);
  await waitFor(() => expect(s.log).toHaveBeenLastCalledWith(expect.objectContaining({ by: 'url', order: 'DESC' })));
  expect(currentUrl()).toContain('sort=url');
  expect(currentUrl()).toContain('start=2026-02-01');
});

it('builds the query with the default sort', () => {
  expect(notFoundQuery({}, { page: 3, limit: 15 })).toEqual({ page: 3, limit: 15, order: 'DESC', by: 'created_at' });
});
