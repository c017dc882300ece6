// A highlight page's filter: read from and written to the URL (shared-ui's
// useUrlFilter), and turned into the query of the highlight calls.
import { useMemo } from 'react';
import type { HighlightFilter, HighlightSeriesFilter } from '@qrguard/shared-api';
import { filterKey, useUrlFilter, type DashboardFilter, type FilterSelector } from '@qrguard/shared-ui';

export interface HighlightFilterOptions {
  selectors: readonly FilterSelector[];
  /** False on the customer page: no date controls, the range stays This Month. */
  showDates?: boolean;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

export interface HighlightFilterState {
  /** What the filter bar shows. */
  filter: DashboardFilter;
  setFilter: (next: DashboardFilter) => void;
  /** The query of the endpoints without a period mode. */
  query: HighlightFilter;
  /** The query of the series endpoints (with the mode). */
  seriesQuery: HighlightSeriesFilter;
}

/** The filter as the highlight calls take it (empty selections are already dropped). */
export function toSeriesQuery(filter: DashboardFilter): HighlightSeriesFilter {
  const { start, end, mode, variant, labelmaker, bottlemaker, oilmaker } = filter;
  return { start, end, mode, variant, labelmaker, bottlemaker, oilmaker };
}

export function useHighlightFilter({ selectors, showDates, now }: HighlightFilterOptions): HighlightFilterState {
  const [filter, setFilter] = useUrlFilter({ selectors, showDates, now });
  const key = filterKey(filter);
  // Keyed by value, so a re-render with the same filter asks for nothing new.
  const seriesQuery = useMemo(() => toSeriesQuery(filter), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const query = useMemo(() => {
    const { mode: _mode, ...rest } = seriesQuery;
    return rest;
  }, [seriesQuery]);
  return { filter, setFilter, query, seriesQuery };
}
