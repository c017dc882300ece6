// A remote page in Bahasa Indonesia (issue 10): the language set by the host
// (one shared i18next) reaches the page's header, filter bar, table headers
// and the values the API recorded in English.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { languageReady, setLanguage, type PageResult } from '@qrguard/shared-ui';
import LogHistoryActivity from './index';
import type { ActivityRow } from './types';

const ROWS: ActivityRow[] = [
  {
    id: 1,
    user_id: 7,
    username: 'budi',
    menu: 'Reports',
    module: 'Report Suspect',
    created_at: '2026-03-18T03:00:00Z',
  },
];
const fetchLog = jest.fn(async (): Promise<PageResult<ActivityRow>> => ({
  data: ROWS,
  meta: { current_page: 1, last_page: 1, per_page: 15, total: 1 },
}));

afterEach(() => act(() => setLanguage('en')));

it('reads in Bahasa Indonesia when the language is Indonesian', async () => {
  act(() => setLanguage('id'));
  // The shell draws a page once the chosen language's words are here (host/src/routes/chunks.ts).
  await act(() => languageReady());
  render(<LogHistoryActivity fetchLog={fetchLog} />);
  expect(screen.getByRole('heading', { name: 'Log Aktivitas Dasbor' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bulan Ini' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Saring' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Ketik nama pengguna')).toBeInTheDocument();
  await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(1));
  expect(screen.getAllByText('Akses Terakhir').length).toBeGreaterThan(0);
  const row = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
  expect(within(row).getByText('Laporan')).toBeInTheDocument();
  expect(within(row).getByText('Laporan Mencurigakan')).toBeInTheDocument();
});

it('switches while open, without a reload', async () => {
  render(<LogHistoryActivity fetchLog={fetchLog} />);
  expect(screen.getByRole('heading', { name: 'Log Dashboard Activity' })).toBeInTheDocument();
  act(() => setLanguage('id'));
  expect(await screen.findByRole('heading', { name: 'Log Aktivitas Dasbor' })).toBeInTheDocument();
});
