import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PageResult } from '@qrguard/shared-ui';
import LogHistoryActivity from './index';
import type { ActivityLogQuery, ActivityRow } from './types';

// 18 March 2026, 12:00 in Jakarta
const NOW = new Date('2026-03-18T05:00:00Z');

/** 20 visits, id 20 newest; a stand-in for the API's paging and search. */
const VISITS: ActivityRow[] = Array.from({ length: 20 }, (_, i) => ({
  id: 20 - i,
  user_id: 1000 + (i % 3),
  username: ['admin', 'budi', 'sari'][i % 3] as string,
  menu: 'Reports',
  module: 'Report Suspect',
  created_at: new Date(Date.UTC(2026, 2, 18, 3, 0, 0) - i * 60_000).toISOString(),
}));

function stubLog() {
  return jest.fn(async (query: ActivityLogQuery): Promise<PageResult<ActivityRow>> => {
    const rows = VISITS.filter((v) => !query.search || v.username.includes(query.search));
    const limit = query.limit ?? 15;
    const page = query.page ?? 1;
    return {
      data: rows.slice((page - 1) * limit, page * limit),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(rows.length / limit)),
        per_page: limit,
        total: rows.length,
      },
    };
  });
}

const bodyRows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row'));

describe('Log Dashboard Activity page', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('loads this month at once, newest first, 15 rows, with the columns of the spec', async () => {
    const fetchLog = stubLog();
    render(<LogHistoryActivity fetchLog={fetchLog} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(fetchLog).toHaveBeenCalledTimes(1);
    expect(fetchLog).toHaveBeenCalledWith({
      start: '2026-03-01',
      end: '2026-03-18',
      page: 1,
      limit: 15,
      order: 'DESC',
      by: 'id',
    });

    for (const title of ['User ID', 'Username', 'Menu', 'Module', 'Last Access']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    // newest first, shown in Jakarta time (UTC+7) as DD MMM YYYY HH:mm:ss
    const first = within(bodyRows()[0] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first).toEqual(['1000', 'admin', 'Reports', 'Report Suspect', '18 Mar 2026 10:00:00']);
    expect(screen.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
  });

  it('searches by username from page 1 when Filter is pressed', async () => {
    const fetchLog = stubLog();
    render(<LogHistoryActivity fetchLog={fetchLog} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    fireEvent.change(screen.getByPlaceholderText('Type username'), { target: { value: 'budi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(fetchLog).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'budi', page: 1 }));
    expect(bodyRows().every((row) => row.textContent?.includes('budi'))).toBe(true);
  });

  it('asks again 1500 ms after a period button is chosen', async () => {
    const fetchLog = stubLog();
    render(<LogHistoryActivity fetchLog={fetchLog} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    fireEvent.click(screen.getByRole('button', { name: 'This Week' }));
    act(() => jest.advanceTimersByTime(1499));
    expect(fetchLog).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(fetchLog).toHaveBeenCalledTimes(2));
    expect(fetchLog).toHaveBeenLastCalledWith(
      expect.objectContaining({ start: '2026-03-12', end: '2026-03-18', page: 1 }),
    );
  });

  it('appends the next page when the table is scrolled to its end', async () => {
    const fetchLog = stubLog();
    render(<LogHistoryActivity fetchLog={fetchLog} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const body = document.querySelector('.ant-table-body') as HTMLElement;
    Object.defineProperties(body, {
      scrollTop: { configurable: true, value: 500 },
      scrollHeight: { configurable: true, value: 1000 },
      clientHeight: { configurable: true, value: 500 },
    });
    fireEvent.scroll(body);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(fetchLog).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(screen.getByText('Showing 20 of 20')).toBeInTheDocument();
  });
});
