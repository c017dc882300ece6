// Loads pages of a server-side table: the requested page (paged mode) or the
// next page appended (infinite mode). Only the newest request may write the
// rows, so a slow answer for old filters never replaces a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageMeta } from '@qrguard/shared-api';
import type { PageRequest, PageResult, SortState } from './types';
import type { TableUrlState } from './useTableUrlState';

export interface ServerPagesState<Row> {
  rows: Row[];
  meta: PageMeta | undefined;
  page: number;
  pageSize: number;
  sort: SortState | undefined;
  loading: boolean;
  /** A message when the last request failed. */
  error: string | undefined;
}

export interface ServerPages<Row> extends ServerPagesState<Row> {
  hasMore: boolean;
  /** Paged mode: show `page` with `pageSize` rows (page 1 when the size changed). */
  goTo(page: number, pageSize: number): void;
  /** Sorts anew from page 1. */
  sortBy(sort: SortState): void;
  /** Infinite mode: appends the next page, if any and none is loading. */
  loadMore(): void;
  /** Fetches the current page again (page 1 in infinite mode). */
  reload(): void;
}

interface Options<Row, F> {
  enabled: boolean;
  fetchPage: ((request: PageRequest, filters: F) => Promise<PageResult<Row>>) | undefined;
  filters: F;
  infinite: boolean;
  /** The page, size and sort asked for (from the URL): the source of truth. */
  view: TableUrlState;
  /** Changes the view (the URL); `replace` for corrections that should not make a history entry. */
  setView: (next: Partial<TableUrlState>, options?: { replace?: boolean }) => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The request failed';
}

/** Filters compare by value: a parent that builds a new object with the same values causes no request. */
function keyOf(filters: unknown): string {
  return JSON.stringify(filters ?? null);
}

/** Checks an answer's shape with the spec's console messages; a message when it is unusable. */
export function checkPageResult(result: unknown, paged: boolean): string | undefined {
  const data = (result as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) {
    console.error('Data is not array!');
    return 'Data is not array!';
  }
  const meta = (result as { meta?: Partial<PageMeta> }).meta;
  if (paged && (!meta || !Number.isInteger(meta.current_page) || !Number.isInteger(meta.last_page))) {
    console.error('Pagination Error');
    return 'Pagination Error';
  }
  if (data.length === 0) console.info('Data is empty!');
  return undefined;
}

export function useServerPages<Row, F>({
  enabled,
  fetchPage,
  filters,
  infinite,
  view,
  setView,
}: Options<Row, F>): ServerPages<Row> {
  const [state, setState] = useState<ServerPagesState<Row>>({
    rows: [],
    meta: undefined,
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    loading: enabled,
    error: undefined,
  });

  // The latest values, read by the stable callbacks below.
  const latest = useRef({ fetchPage, filters, state, view, setView });
  latest.current = { fetchPage, filters, state, view, setView };
  const requestSeq = useRef(0);
  const inFlight = useRef(false);

  const load = useCallback(
    async (page: number, pageSize: number, sort: SortState | undefined, append: boolean) => {
      const fetcher = latest.current.fetchPage;
      if (!fetcher) return;
      const seq = ++requestSeq.current;
      inFlight.current = true;
      setState((s) => ({ ...s, page, pageSize, sort, loading: true, error: undefined }));
      try {
        const result = await fetcher(
          { page, limit: pageSize, order: sort?.order, by: sort?.by },
          latest.current.filters,
        );
        if (seq !== requestSeq.current) return;
        const problem = checkPageResult(result, !append && !infinite);
        if (problem) {
          setState((s) => ({ ...s, loading: false, error: problem }));
          return;
        }
        // Beyond the last page (an old bookmark, fewer rows now): show the last page instead.
        if (!infinite && result.meta && page > result.meta.last_page) {
          console.warn('Last Page Reached!');
          latest.current.setView({ page: result.meta.last_page }, { replace: true });
        }
        setState((s) => ({
          ...s,
          rows: append ? [...s.rows, ...result.data] : result.data,
          meta: result.meta,
          loading: false,
        }));
      } catch (error) {
        if (seq !== requestSeq.current) return;
        console.error('The table could not load its data', error);
        setState((s) => ({ ...s, loading: false, error: messageOf(error) }));
      } finally {
        if (seq === requestSeq.current) inFlight.current = false;
      }
    },
    [infinite],
  );

  const filtersKey = keyOf(filters);
  const sortKey = `${view.sort?.by ?? ''}.${view.sort?.order ?? ''}`;
  const [reloadTick, setReloadTick] = useState(0);
  // What the last load was for: new filters alone (not a Back that also changed the page) go to page 1.
  const loaded = useRef<{ filtersKey: string; page: number } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const { page, pageSize, sort } = latest.current.view;
    const previous = loaded.current;
    if (!infinite && previous && previous.filtersKey !== filtersKey && previous.page === page && page !== 1) {
      loaded.current = { filtersKey, page: 1 };
      latest.current.setView({ page: 1 }, { replace: true });
      return;
    }
    loaded.current = { filtersKey, page };
    void load(infinite ? 1 : page, pageSize, sort, false);
  }, [enabled, infinite, filtersKey, view.page, view.pageSize, sortKey, reloadTick, load]);

  const goTo = useCallback((page: number, pageSize: number) => {
    const current = latest.current.view;
    if (page < 1) {
      console.warn('First Page Reached!');
      return;
    }
    const last = latest.current.state.meta?.last_page;
    if (pageSize === current.pageSize && last !== undefined && page > last) {
      console.warn('Last Page Reached!');
      return;
    }
    latest.current.setView(pageSize === current.pageSize ? { page } : { page: 1, pageSize });
  }, []);

  const sortBy = useCallback((sort: SortState) => {
    latest.current.setView({ sort, page: 1 });
  }, []);

  const hasMore = state.meta !== undefined && state.meta.current_page < state.meta.last_page;

  const loadMore = useCallback(() => {
    const { meta, pageSize, sort } = latest.current.state;
    if (inFlight.current || !meta) return;
    if (meta.current_page >= meta.last_page) return;
    void load(meta.current_page + 1, pageSize, sort, true);
  }, [load]);

  const reload = useCallback(() => setReloadTick((tick) => tick + 1), []);

  return { ...state, hasMore, goTo, sortBy, loadMore, reload };
}
