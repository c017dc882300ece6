// Customer Activities' state in the URL and its requests. The date filter is
// the dashboards' (shared-ui useUrlFilter: start, end, mode, variant, label
// maker, oil maker); the scan status is one more parameter, `status`, read by
// the chart and the table alike, so the chart's total and the table's total
// count the same scans (contract/activities.ts).
import {
  toHighlightQuery,
  toHighlightSeriesQuery,
  type ActivityHistoryQuery,
  type ActivityOverviewQuery,
  type HighlightQuery,
} from '@qrguard/shared-api';
import type { DashboardFilter, FilterSelector, PageRequest, SortState } from '@qrguard/shared-ui';

/** The selectors of the filter bar (spec 2: "date range, variant and related filters"). */
export const ACTIVITY_SELECTORS: readonly FilterSelector[] = ['variant', 'labelmaker', 'oilmaker'];

/** The statuses the Scan History filter offers (issue 11). */
export const ACTIVITY_STATUSES = ['Success', 'Reject', 'Not Found', 'Double Scan', 'Cross Scan'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Newest first (spec 7: scan_date DESC). */
export const HISTORY_SORT: SortState = { by: 'scan_date', order: 'DESC' };

/** The file name of the Scan History export (spec 9). */
export const SCAN_HISTORY_FILE = 'Scan History Download';

/** The `status` parameter of the URL; anything unknown reads as "all". */
export const statusOf = (value: string | null): ActivityStatus | '' =>
  ACTIVITY_STATUSES.includes(value as ActivityStatus) ? (value as ActivityStatus) : '';

export interface ActivityFilters {
  query: HighlightQuery;
  status: ActivityStatus | '';
}

/** The filter bar's filter as the map and the table take it (no mode). */
export const filterQuery = (filter: DashboardFilter): HighlightQuery =>
  toHighlightQuery({
    start: filter.start,
    end: filter.end,
    variant: filter.variant,
    labelmaker: filter.labelmaker,
    oilmaker: filter.oilmaker,
  });

/** The Scan Activity chart's query: the filter, its mode and the status. */
export function overviewQuery(filter: DashboardFilter, status: ActivityStatus | ''): ActivityOverviewQuery {
  const query = toHighlightSeriesQuery({
    start: filter.start,
    end: filter.end,
    mode: filter.mode,
    variant: filter.variant,
    labelmaker: filter.labelmaker,
    oilmaker: filter.oilmaker,
  });
  return status ? { ...query, status } : query;
}

/** One page of the Scan History. */
export function historyQuery({ query, status }: ActivityFilters, request: PageRequest): ActivityHistoryQuery {
  return {
    ...query,
    ...(status ? { status } : {}),
    page: request.page,
    limit: request.limit,
    order: request.order ?? 'DESC',
    by: (request.by ?? HISTORY_SORT.by) as ActivityHistoryQuery['by'],
  };
}
