// Paging and sorting of list endpoints (spec shell-highlights 7: the shared table).
import type { PageMeta } from '@qrguard/shared-api/contract';

export interface PageRequest {
  /** false returns every row on one page. */
  pagination: boolean;
  page: number;
  limit: number;
}

export function pageRequest(q: { pagination?: boolean; page?: number; limit?: number }): PageRequest {
  return { pagination: q.pagination ?? true, page: q.page ?? 1, limit: q.limit ?? 15 };
}

/** LIMIT/OFFSET for the request, or none when not paginated. */
export function limitOffset(p: PageRequest): { limit: number; offset: number } | undefined {
  return p.pagination ? { limit: p.limit, offset: (p.page - 1) * p.limit } : undefined;
}

export function pageMeta(p: PageRequest, total: number): PageMeta {
  if (!p.pagination) return { current_page: 1, last_page: 1, per_page: Math.max(total, 1), total };
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
  const column = columns[by];
  if (column === undefined) throw new SortColumnError(by, Object.keys(columns));
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
