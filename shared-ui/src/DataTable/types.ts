// The shared table's public types (spec shell-highlights 4, 5, 7, 9).
import type { Key, ReactNode, Ref } from 'react';
import type { PageMeta } from '@qrguard/shared-api';

export type SortOrder = 'ASC' | 'DESC';

export interface SortState {
  /** The field the server sorts by (the API's `by`). */
  by: string;
  order: SortOrder;
}

/** Paging and sorting sent with every server request. */
export interface PageRequest {
  page: number;
  limit: number;
  order?: SortOrder;
  by?: string;
}

/** A page as the API returns it: rows plus paging meta. */
export interface PageResult<Row> {
  data: Row[];
  meta: PageMeta;
}

/** How a cell value is shown when the column has no `render`. */
export type CellFormat = 'number' | 'text' | 'datetime' | 'date' | 'volume';

export interface DataTableColumn<Row> {
  /** The row field shown (the spec's "variable"); also the column's key. */
  key: Extract<keyof Row, string>;
  title: ReactNode;
  /** The server sorts by this column (by `sortKey`, else `key`). */
  sortable?: boolean;
  sortKey?: string;
  /** Default: numbers get comma thousands, everything else is shown as text. */
  format?: CellFormat;
  render?: (value: Row[Extract<keyof Row, string>], row: Row, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  ellipsis?: boolean;
}

export interface DataTableHandle {
  /** Fetches again: the current page when paged, from page 1 when scrolling. */
  reload(): void;
}

interface CommonProps<Row> {
  columns: DataTableColumn<Row>[];
  rowKey: Extract<keyof Row, string> | ((row: Row) => Key);
  /** Height of the scrolling body in em, px or %. Default 500px. */
  height?: string;
  /** Shown when there are no rows. Default "No Data". */
  emptyText?: ReactNode;
  /** The table's accessible name. */
  'aria-label'?: string;
  ref?: Ref<DataTableHandle>;
}

/** Pages with numbered pagination and a page-size selector (15/30/50, default 15). */
export interface PagedOptions {
  mode?: 'paged';
  pageSizeOptions?: number[];
  defaultPageSize?: number;
}

/** Appends the next page when the user scrolls near the bottom; cannot be combined with pagination. */
export interface InfiniteOptions {
  mode: 'infinite';
  /** Rows fetched per request. Default 15. */
  pageSize?: number;
  pageSizeOptions?: never;
  defaultPageSize?: never;
}

/** Rows come from the server, one page at a time. `filters` changes reload page 1. */
export interface ServerSource<Row, F> {
  fetchPage: (request: PageRequest, filters: F) => Promise<PageResult<Row>>;
  filters?: F;
  defaultSort?: SortState;
  dataSource?: never;
}

/** Rows given inline; paging and sorting happen in the browser. */
export interface InlineSource<Row> {
  dataSource: Row[];
  defaultSort?: SortState;
  fetchPage?: never;
  filters?: never;
}

export type DataTableProps<Row, F = undefined> = CommonProps<Row> &
  (ServerSource<Row, F> | InlineSource<Row>) &
  (PagedOptions | InfiniteOptions);
