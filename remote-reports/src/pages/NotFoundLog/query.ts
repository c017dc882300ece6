// The Not Found Log's requests (spec reports-settings 2, 7, 9): the days of the
// filter bar (no variant: a URL that names no code has none), newest first, 15
// rows a page, the created date as "MMM DD Y, HH:mm".
import { NOT_FOUND_PAGE_SIZE, type HighlightQuery, type QueryOf } from '@qrguard/shared-api';
import type { PageRequest, SortState } from '@qrguard/shared-ui';

export const NOT_FOUND_SORT: SortState = { by: 'created_at', order: 'DESC' };
/** Spec 9: page size 15, no other. */
export const NOT_FOUND_PAGE_SIZES = [NOT_FOUND_PAGE_SIZE];
/** Spec 9: "MMM DD Y, HH:mm" (moment's Y is the full year), in Jakarta time. */
export const NOT_FOUND_DATE_FORMAT = 'MMM DD Y, HH:mm';

export type NotFoundFilters = Pick<HighlightQuery, 'start' | 'end'>;

export function notFoundFiltersOf(query: HighlightQuery): NotFoundFilters {
  return { ...(query.start ? { start: query.start } : {}), ...(query.end ? { end: query.end } : {}) };
}

export function notFoundQuery(filters: NotFoundFilters, request: PageRequest): QueryOf<'notFoundLog'> {
  return {
    ...filters,
    page: request.page,
    limit: request.limit,
    order: request.order ?? NOT_FOUND_SORT.order,
    by: (request.by ?? NOT_FOUND_SORT.by) as QueryOf<'notFoundLog'>['by'],
  };
}
