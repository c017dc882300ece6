// The query string of a user list: the username search plus the table's
// paging and sorting. Empty values are dropped (spec reports-settings 4).
import type { PageRequest, SortState } from '@qrguard/shared-ui';
import type { UserListFilters } from './types';

/** Users are listed by username, A to Z, until the reader sorts another column. */
export const USER_SORT: SortState = { by: 'username', order: 'ASC' };

export interface UserListQuery<By extends string> {
  search?: string;
  page: number;
  limit: number;
  order: 'ASC' | 'DESC';
  by: By;
}

export function buildUserListQuery<By extends string>(
  filters: UserListFilters,
  request: PageRequest,
): UserListQuery<By> {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    page: request.page,
    limit: request.limit,
    order: request.order ?? USER_SORT.order,
    // The table sorts only by its sortable columns, which are the list's sort keys (the API refuses others).
    by: (request.by ?? USER_SORT.by) as By,
  };
}
