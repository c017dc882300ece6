// Paging and sorting of list endpoints (spec shell-highlights 7: the shared table).
import type { PageMeta } from '@qrguard/shared-api/contract';

export interface PageRequest {
  /** false returns every row on one page, up to the list cap. */
  pagination: boolean;
  page: number;
  limit: number;
}

/** The default cap of an unpaginated list (LIST_MAX_ROWS). */
export const DEFAULT_LIST_MAX_ROWS = 10_000;

/**
 * The page a query asks for. `pagination=false` is one page of at most
 * `maxRows` rows: a whole table is never read into memory because a client
 * asked for it (exports page through the result instead).
 */
export function pageRequest(
  q: { pagination?: boolean | undefined; page?: number | undefined; limit?: number | undefined },
  maxRows = DEFAULT_LIST_MAX_ROWS,
): PageRequest {
  if (q.pagination === false) return { pagination: false, page: 1, limit: maxRows };
  return { pagination: true, page: q.page ?? 1, limit: q.limit ?? 15 };
}

/** LIMIT/OFFSET for the request (an unpaginated list is its first `limit` rows). */
export function limitOffset(p: PageRequest): { limit: number; offset: number } {
  return { limit: p.limit, offset: (p.page - 1) * p.limit };
}

/**
 * The meta of the answer. Unpaginated: page 1 of one page, unless the cap cut
 * the list, which `last_page` > 1 and `total` then say.
 */
export function pageMeta(p: PageRequest, total: number): PageMeta {
  if (!p.pagination && total <= p.limit) return { current_page: 1, last_page: 1, per_page: Math.max(total, 1), total };
  return { current_page: p.page, last_page: Math.max(1, Math.ceil(total / p.limit)), per_page: p.limit, total };
}

export type SortOrder = 'ASC' | 'DESC';

/**
 * The ORDER BY for a requested column: only whitelisted columns (name -> SQL
 * expression) may be sorted on, so `by` can never inject SQL. The id breaks ties
 * so pages never overlap.
 */
export function orderBy(
  columns: Record<string, string>,
  requested: { by?: string | undefined; order?: SortOrder | undefined },
  fallback: { by: string; order: SortOrder },
  tieBreaker = 'id',
): string {
  const by = requested.by ?? fallback.by;
  // An own property only: `constructor` or `__proto__` must not reach Object.prototype (the contract refuses
  // them already; this keeps the SQL safe for any caller).
  const column = Object.hasOwn(columns, by) ? columns[by] : undefined;
  if (typeof column !== 'string') throw new SortColumnError(by, Object.keys(columns));
  const order = requested.order ?? (requested.by ? 'ASC' : fallback.order);
  return by === tieBreaker ? `${column} ${order}` : `${column} ${order}, ${tieBreaker} ${order}`;
}

export class SortColumnError extends Error {
  constructor(
    readonly column: string,
    readonly allowed: string[],
  ) {
    super(`must be one of ${allowed.join(', ')} (got "${column}")`);
    this.name = 'SortColumnError';
  }
}
