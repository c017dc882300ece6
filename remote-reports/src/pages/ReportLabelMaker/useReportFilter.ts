// A report page's filter, kept in the URL as the highlight pages keep theirs
// (shared-ui's useUrlFilter: `period` or `start`/`end`, and the selector's id),
// turned into the queries of the report calls. Report - Oil Maker uses it too.
import { useMemo } from 'react';
import {
  toHighlightQuery,
  toHighlightSeriesQuery,
  type HighlightQuery,
  type HighlightSeriesQuery,
} from '@qrguard/shared-api';
import {
  filterKey,
  useUrlFilter,
  type DashboardFilter,
  type DateFilterBarProps,
  type FilterSelector,
} from '@qrguard/shared-ui';

export interface ReportFilterState {
  filter: DashboardFilter;
  /** The props of the page's DateFilterBar. */
  filterBar: Pick<DateFilterBarProps, 'value' | 'onChange' | 'selectors' | 'now'>;
  /** The query of the table endpoints (no mode). */
  query: HighlightQuery;
  /** The query of the chart endpoint (with the mode). */
  seriesQuery: HighlightSeriesQuery;
}

export function useReportFilter(selectors: readonly FilterSelector[], now?: () => Date): ReportFilterState {
  const [filter, setFilter] = useUrlFilter({ selectors, now });
  const key = filterKey(filter);
  // Keyed by value, so a re-render with the same filter asks for nothing new.
  const seriesQuery = useMemo(
    () => toHighlightSeriesQuery(filter),
    [key], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const query = useMemo(() => toHighlightQuery(filter), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return { filter, filterBar: { value: filter, onChange: setFilter, selectors, now }, query, seriesQuery };
}
