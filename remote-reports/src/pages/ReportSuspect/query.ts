// Report Suspect's filter and requests (spec reports-settings 2, 4, 7, 9): the
// dates and variants of the filter bar (in the URL, as on every report), the
// reason (`reason` in the URL), the table newest first without a page-size
// choice, and the durations the detail modal writes.
import { SUSPECT_REASON_VALUES, type HighlightQuery, type QueryOf, type SuspectReason } from '@qrguard/shared-api';
import type { PageRequest, SortState, TranslateFn } from '@qrguard/shared-ui';

/** Spec 4 and 9: a change of the dates (or variants) refreshes the page 300 ms after the last one. */
export const SUSPECT_FILTER_DEBOUNCE_MS = 300;
/** Spec 7: newest first. */
export const SUSPECT_SORT: SortState = { by: 'scan_date', order: 'DESC' };
/** Spec 9: the per-page selector is disabled: 15 rows a page. */
export const SUSPECT_PAGE_SIZES = [15];
/** The file of Download Excel. */
export const SUSPECT_EXPORT_FILE = 'Report Suspect Download';
export const REASON_PARAM = 'reason';

export const reasonOf = (value: string | null): SuspectReason | undefined =>
  SUSPECT_REASON_VALUES.find((reason) => reason === value);

/** What the cards take: the days and the variants (the reason splits the cards, it does not filter them). */
export type SuspectCardsQuery = QueryOf<'suspectReportCards'>;
/** What the table takes besides paging: the cards' filter and the reason. */
export type SuspectFilters = SuspectCardsQuery & { reason?: SuspectReason };

export function cardsQueryOf(query: HighlightQuery): SuspectCardsQuery {
  return {
    ...(query.start ? { start: query.start } : {}),
    ...(query.end ? { end: query.end } : {}),
    ...(query.variant ? { variant: query.variant } : {}),
  };
}

export function tableQuery(filters: SuspectFilters, request: PageRequest): QueryOf<'suspectReportTable'> {
  return {
    ...filters,
    page: request.page,
    limit: request.limit,
    order: request.order ?? SUSPECT_SORT.order,
    // The table sorts only by its sortable columns, which are SUSPECT_SORT_KEYS; the API refuses others.
    by: (request.by ?? SUSPECT_SORT.by) as QueryOf<'suspectReportTable'>['by'],
  };
}

/** 0.5 -> "30 min", 1.25 -> "1 h 15 min" (in the reader's language). */
export function durationText(t: TranslateFn, hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? t('suspectReport.minutes', { m }) : t('suspectReport.hoursMinutes', { h, m });
}
