// A dashboard's filter kept in the URL query string (react-router's
// useSearchParams): the page reads its filter from the URL and writes a new
// one as a new history entry, so a view can be bookmarked and shared and the
// browser's Back button restores the previous filter.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BUSINESS_TIME_ZONE, todayIn } from '../dates/timeZone';
import {
  filterFromSearchParams,
  filterToSearchParams,
  sameFilter,
  type DashboardFilter,
  type FilterShape,
} from './dashboardFilter';

export interface UrlFilterOptions extends FilterShape {
  timeZone?: string;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

export function useUrlFilter(options: UrlFilterOptions = {}): [DashboardFilter, (next: DashboardFilter) => void] {
  const { selectors, presets, defaultPreset, showDates, timeZone = BUSINESS_TIME_ZONE, now } = options;
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const today = todayIn(timeZone, now ? now() : new Date());

  // Inline arrays from the page are compared by value.
  const selectorsKey = (selectors ?? []).join(',');
  const presetsKey = (presets ?? []).join(',');
  const shape = useMemo<FilterShape>(
    () => ({
      selectors: selectorsKey ? (selectorsKey.split(',') as FilterShape['selectors']) : [],
      presets: presetsKey ? (presetsKey.split(',') as FilterShape['presets']) : undefined,
      defaultPreset,
      showDates,
    }),
    [selectorsKey, presetsKey, defaultPreset, showDates],
  );

  const filter = useMemo(
    () => filterFromSearchParams(new URLSearchParams(search), today, shape),
    [search, today, shape],
  );

  const setFilter = useCallback(
    (next: DashboardFilter) => {
      // The same filter again adds no history entry.
      if (sameFilter(next, filter)) return;
      setParams((current) => filterToSearchParams(next, current, shape));
    },
    [filter, setParams, shape],
  );

  return [filter, setFilter];
}
