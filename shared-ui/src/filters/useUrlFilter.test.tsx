// The filter lives in the URL: a change writes it (a new history entry), a
// URL opened later reads it back, and Back restores the previous filter.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { DateFilterBar } from '../DateFilterBar/DateFilterBar';
import { useUrlFilter } from './useUrlFilter';
import type { FilterSelector } from './dashboardFilter';

// 18 March 2026, 12:00 in Jakarta
const NOON_18_MARCH = new Date('2026-03-18T05:00:00Z');
const now = () => NOON_18_MARCH;
const SELECTORS: FilterSelector[] = ['variant', 'oilmaker'];

function Page() {
  const [filter, setFilter] = useUrlFilter({ selectors: SELECTORS, now });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <DateFilterBar value={filter} onChange={setFilter} now={now} />
      <output aria-label="filter">{JSON.stringify(filter)}</output>
      <output aria-label="search">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(url: string) {
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>
    </ConfigProvider>,
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const filter = () => JSON.parse(screen.getByRole('status', { name: 'filter' }).textContent ?? 'null') as unknown;
const search = () => screen.getByRole('status', { name: 'search' }).textContent;
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

beforeEach(() => jest.useFakeTimers({ now: NOON_18_MARCH }));
afterEach(async () => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
});

it('uses This Month when the URL has no filter, without writing it', () => {
  renderAt('/dashboard/highlight');
  expect(filter()).toEqual({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY', preset: 'month' });
  expect(pressed()).toEqual(['This Month']);
  advance(3000);
  expect(search()).toBe('');
});

it('opens a bookmarked view with its period and selection', () => {
  renderAt('/dashboard/highlight?period=week&variant=2,1&oilmaker=5');
  expect(filter()).toEqual({
    start: '2026-03-12',
    end: '2026-03-18',
    mode: 'WEEKLY',
    preset: 'week',
    variant: [2, 1],
    oilmaker: 5,
  });
  expect(pressed()).toEqual(['This Week']);
});

it('writes a change to the URL once the bar emits it, and Back restores the previous filter', () => {
  renderAt('/dashboard/highlight?period=week');
  fireEvent.click(screen.getByRole('button', { name: 'This Year' }));
  advance(1499);
  expect(search()).toBe('?period=week');
  advance(1);
  expect(search()).toBe('?period=year');
  expect(filter()).toMatchObject({ start: '2026-01-01', mode: 'YEARLY' });

  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(search()).toBe('?period=week');
  expect(filter()).toMatchObject({ start: '2026-03-12', mode: 'WEEKLY' });
  expect(pressed()).toEqual(['This Week']);
});

it('keeps a custom range as its days', () => {
  renderAt('/dashboard/highlight?start=2026-02-01&end=2026-02-10');
  expect(filter()).toEqual({ start: '2026-02-01', end: '2026-02-10', mode: 'CUSTOM', preset: null });
  expect(pressed()).toEqual([]);
});
