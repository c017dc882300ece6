// The Report QR Code page's state in the URL and its list request: search
// text (`q`), search field (`by`: qrcode or serial) and status, newest first.
import type { PageRequest } from '@qrguard/shared-ui';
import type { QrCodeQuery, QrReportFilters, QrSearchBy, QrStatusLabel } from './types';

/** The table is newest first (spec reports-settings 7: sort created_at DESC). */
export const QR_SORT = { by: 'created_at', order: 'DESC' } as const;
/** The table refreshes this long after the last keystroke in the search box. */
export const QR_SEARCH_DEBOUNCE_MS = 400;
/** The API's bound on the search text (contract QrCodeQuery). */
export const QR_SEARCH_MAX = 100;

export const QR_STATUSES: readonly QrStatusLabel[] = ['ACTIVE', 'INACTIVE', 'DEACTIVATED'];

export const searchByOf = (value: string | null): QrSearchBy => (value === 'serial' ? 'serial' : 'qrcode');
export const statusOf = (value: string | null): QrStatusLabel | '' =>
  QR_STATUSES.includes(value as QrStatusLabel) ? (value as QrStatusLabel) : '';

/** The filters a URL holds; anything unknown reads as the default. */
export function filtersFromParams(params: URLSearchParams): QrReportFilters {
  return {
    search: (params.get('q') ?? '').slice(0, QR_SEARCH_MAX),
    searchBy: searchByOf(params.get('by')),
    status: statusOf(params.get('status')),
  };
}

/** `current` with the filters written in; defaults and empty values are dropped, other parameters kept. */
export function paramsWithFilters(current: URLSearchParams, filters: QrReportFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', filters.search.trim());
  set('by', filters.searchBy === 'serial' ? 'serial' : '');
  set('status', filters.status);
  return next;
}

export function buildQrCodeQuery(filters: QrReportFilters, request: PageRequest): QrCodeQuery {
  const search = filters.search.trim();
  return {
    ...(search ? { search, search_by: filters.searchBy } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page: request.page,
    limit: request.limit,
    order: request.order ?? QR_SORT.order,
    // The table sorts only by its sortable columns, which are QR_SORT_KEYS; the API refuses others.
    by: (request.by ?? QR_SORT.by) as QrCodeQuery['by'],
  };
}
