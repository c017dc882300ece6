// Loads pages of a server-side table: the requested page (paged mode) or the
// next page appended (infinite mode). Only the newest request may write the
// rows, so a slow answer for old filters never replaces a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageMeta } from '@qrguard/shared-api';
import type { PageRequest, PageResult, SortState } from './types';

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
  initialPageSize: number;
  initialSort: SortState | undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The request failed';
}

/** Filters compare by value: a parent that builds a new object with the same values causes no request. */
function keyOf(filters: unknown): string {
  return JSON.stringify(filters ?? null);
}

export function useServerPages<Row, F>({
  enabled,
  fetchPage,
  filters,
  infinite,
  initialPageSize,
  initialSort,
}: Options<Row, F>): ServerPages<Row> {
  const [state, setState] = useState<ServerPagesState<Row>>({
    rows: [],
    meta: undefined,
    page: 1,
    pageSize: initialPageSize,
    sort: initialSort,
    loading: enabled,
    error: undefined,
  });

  // The latest values, read by the stable callbacks below.
  const latest = useRef({ fetchPage, filters, state });
  latest.current = { fetchPage, filters, state };
  const requestSeq = useRef(0);
  const inFlight = useRef(false);

  const load = useCallback(async (page: number, pageSize: number, sort: SortState | undefined, append: boolean) => {
    const fetcher = latest.current.fetchPage;
    if (!fetcher) return;
    const seq = ++requestSeq.current;
    inFlight.current = true;
    setState((s) => ({ ...s, page, pageSize, sort, loading: true, error: undefined }));
    try {
      const result = await fetcher({ page, limit: pageSize, order: sort?.order, by: sort?.by }, latest.current.filters);
      if (seq !== requestSeq.current) return;
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
  }, []);

  // New filters (by value) start again from page 1 with the current size and sort.
  const filtersKey = keyOf(filters);
  const [reloadTick, setReloadTick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const { pageSize, sort } = latest.current.state;
    void load(1, pageSize, sort, false);
  }, [enabled, filtersKey, reloadTick, load]);

  const goTo = useCallback(
    (page: number, pageSize: number) => {
      const current = latest.current.state;
      void load(pageSize === current.pageSize ? page : 1, pageSize, current.sort, false);
    },
    [load],
  );

  const sortBy = useCallback(
    (sort: SortState) => {
      void load(1, latest.current.state.pageSize, sort, false);
    },
    [load],
  );

  const hasMore = state.meta !== undefined && state.meta.current_page < state.meta.last_page;

  const loadMore = useCallback(() => {
    const { meta, pageSize, sort } = latest.current.state;
    if (inFlight.current || !meta || meta.current_page >= meta.last_page) return;
    void load(meta.current_page + 1, pageSize, sort, true);
  }, [load]);

  const reload = useCallback(() => {
    if (infinite) {
      setReloadTick((tick) => tick + 1);
      return;
    }
    const { page, pageSize, sort } = latest.current.state;
    void load(page, pageSize, sort, false);
  }, [infinite, load]);

  return { ...state, hasMore, goTo, sortBy, loadMore, reload };
}
