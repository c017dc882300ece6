// A highlight page's filter: read from and written to the URL (shared-ui's
// useUrlFilter), turned into the query of the highlight calls, and handed to
// the page's filter bar with the same selectors, date controls and clock (so
// the bar and the URL cannot disagree).
import { useMemo } from 'react';
import type { HighlightFilter, HighlightSeriesFilter } from '@qrguard/shared-api';
import {
  filterKey,
  useUrlFilter,
  type DashboardFilter,
  type DateFilterBarProps,
  type FilterSelector,
} from '@qrguard/shared-ui';

export interface HighlightFilterOptions {
  selectors: readonly FilterSelector[];
  /** False on the customer page: no date controls, the range stays This Month. */
  showDates?: boolean;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

/** What a highlight page sets on its DateFilterBar (the rest keeps the bar's defaults). */
export type HighlightFilterBarProps = Pick<
  DateFilterBarProps,
  'value' | 'onChange' | 'selectors' | 'showDates' | 'now'
>;

export interface HighlightFilterState {
  /** What the filter bar shows. */
  filter: DashboardFilter;
  /** The props of the page's filter bar: `filter`, its setter, and the options of this hook. */
  filterBar: HighlightFilterBarProps;
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
  const filterBar = { value: filter, onChange: setFilter, selectors, showDates, now };
  return { filter, filterBar, query, seriesQuery };
}
