// The query string of the activity log request: the page's filters plus the
// table's paging. The log is always newest first (spec: sorted by id
// descending), 15 rows a page.
import type { PageRequest } from '@qrguard/shared-ui';
import type { ActivityLogFilters, ActivityLogQuery } from './types';

export const ACTIVITY_PAGE_SIZE = 15;
export const ACTIVITY_SORT = { by: 'id', order: 'DESC' } as const;

export function buildActivityLogQuery(filters: ActivityLogFilters, request: PageRequest): ActivityLogQuery {
  const search = filters.search.trim();
  return {
    // Empty values are dropped (spec reports-settings 4).
    ...(search ? { search } : {}),
    ...(filters.start ? { start: filters.start } : {}),
    ...(filters.end ? { end: filters.end } : {}),
    page: request.page,
    limit: request.limit,
    order: request.order ?? ACTIVITY_SORT.order,
    // The table sorts only by its sortable columns (columns.tsx), which are the log's sort keys; the API
    // refuses any other key with a 400.
    by: (request.by ?? ACTIVITY_SORT.by) as ActivityLogQuery['by'],
  };
}
