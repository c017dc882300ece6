// Renders a highlight page as the host would, with the charts drawn as tables
// (jsdom cannot lay out ApexCharts; the builders' output is what is asserted),
// the reference lists loaded and a URL of the test's choice.
import type { ReactElement } from 'react';
import { configure, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { filterListsAtom, store, type FilterLists } from '@qrguard/shared-api';
import { ChartRendererProvider, ChartTable } from '@qrguard/shared-ui';

// antd pages render slowly under jest on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

/** 18 March 2026, 12:00 in Jakarta. */
export const NOON_18_MARCH = new Date('2026-03-18T05:00:00Z');
export const now = () => NOON_18_MARCH;

export const LISTS: FilterLists = {
  loaded: true,
  variants: [
    { id: 1, name: 'MPX1' },
    { id: 2, name: 'SPX 2' },
  ],
  oilMakers: [{ id: 5, code: 'OM1', name: 'Federal' }],
  labelMakers: [{ id: 3, name: 'Cahaya' }],
  bottleMakers: [{ id: 4, name: 'Botol Jaya' }],
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

export const currentUrl = () => screen.getByRole('status', { name: 'location' }).textContent;

/** The figure a stat card shows. */
export const cardValue = (title: string) =>
  within(screen.getByRole('group', { name: title })).getByText((_, el) => !!el?.classList.contains('qg-stat-value'))
    .textContent;

/** The rows of a chart's table: [category, ...values]. */
export function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** A promise that never settles: the block stays loading. */
export const pending = <T,>() => new Promise<T>(() => undefined);
