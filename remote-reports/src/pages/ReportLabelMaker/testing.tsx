// Renders a report page as the host would for its unit tests: the charts drawn
// as tables (jsdom cannot lay out ApexCharts), the reference lists loaded, a
// fixed clock and a URL of the test's choice. Report - Oil Maker's tests use it too.
import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { filterListsAtom, store, type FilterLists } from '@qrguard/shared-api';
import { ChartRendererProvider, ChartTable } from '@qrguard/shared-ui';

configure({ asyncUtilTimeout: 5000 });

/** 18 March 2026, 12:00 in Jakarta. */
export const now = () => new Date('2026-03-18T05:00:00Z');

export const LISTS: FilterLists = {
  loaded: true,
  variants: [{ id: 1, name: 'MPX1' }],
  oilMakers: [{ id: 5, code: 'OM1', name: 'Federal' }],
  labelMakers: [
    { id: 3, name: 'Cahaya' },
    { id: 4, name: 'Menara' },
  ],
  bottleMakers: [],
};

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

export function renderPage(page: ReactElement, url: string) {
  store.set(filterListsAtom, LISTS);
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ChartRendererProvider value={ChartTable}>
        <MemoryRouter initialEntries={[url]}>
          {page}
          <Location />
        </MemoryRouter>
      </ChartRendererProvider>
    </ConfigProvider>,
  );
}

export const currentUrl = () => screen.getByRole('status', { name: 'location' }).textContent ?? '';

/** The rows of a table: [cell, ...] per row, header included. */
export function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** Picks `option` of the antd Select named `label`. */
export async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
