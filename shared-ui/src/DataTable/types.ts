// The shared table's public types (spec shell-highlights 4, 5, 7, 9).
import type { Key, ReactNode, Ref } from 'react';
import type { PageMeta } from '@qrguard/shared-api';
import type { UseExportOptions } from '../export/useExport';

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
  /** The column's text in an export when `title` is not a string. */
  exportTitle?: string;
  /** The cell's value in an export; default: the text of what `render` (or `format`) shows. */
  exportValue?: (row: Row) => string | number | null;
  /** Leave the column out of exports (e.g. a column of buttons). */
  noExport?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  ellipsis?: boolean;
}

export interface DataTableHandle {
  /** Fetches again: the current page when paged, from page 1 when scrolling. */
  reload(): void;
}

/**
 * A row button (spec shell-highlights 5: "buttons are a non-empty list with
 * titles"), shown in an Action column after the fields.
 */
export interface DataTableButton<Row> {
  /** The button's name: what `specialButtons` lists. */
  key: string;
  /** Its visible text (and accessible name, with the row's key). */
  title: string;
  icon?: ReactNode;
  danger?: boolean;
  /**
   * A row field the button needs (spec: "button variables must exist in the
   * first response row"). A special button shows only on rows where it is truthy.
   */
  variable?: Extract<keyof Row, string>;
  /** Further condition: the button shows only where this answers true. */
  show?: (row: Row) => boolean;
  onClick: (row: Row) => void;
}

/** The table's state kept in the URL (react-router search params). */
export interface UrlStateOptions {
  /**
   * Prefix of the table's search params (`{urlKey}.page`, `.size`, `.sort`), so
   * two tables on a page do not collide. Without it: `page`, `size`, `sort`.
   */
  urlKey?: string;
  /** Keep page, size and sort out of the URL (a table inside a modal). */
  disableUrlState?: boolean;
}

/** The Download Excel button of a table (spec reports-settings 9: the caller gives the file name). */
export interface TableExportOptions {
  /** File name without extension, e.g. "Scan History Download". Default "Data Download". */
  fileName?: string;
  /** Sheet name. Default "Data". */
  sheetName?: string;
  /** The most rows one file holds. Default DEFAULT_EXPORT_ROW_CAP (500,000). */
  cap?: number;
  /** Unit tests: build the file without a Web Worker (`createInlineBuilder`); the browser leaves it out. */
  createBuilder?: UseExportOptions['createBuilder'];
  /** Unit tests: what is done with the file. Default: the browser's download. */
  save?: UseExportOptions['save'];
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
  /** Row buttons, shown in an Action column. */
  buttons?: DataTableButton<Row>[];
  /** Title of the Action column. Default "Action". */
  buttonsTitle?: string;
  /** Keys of columns not shown (and not exported). */
  hiddenColumns?: string[];
  /** Keys of buttons shown only on rows where the button's `variable` is truthy. */
  specialButtons?: string[];
  /** A Download Excel button above the table; it exports every row the filters select. */
  export?: TableExportOptions;
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
  UrlStateOptions &
  (ServerSource<Row, F> | InlineSource<Row>) &
  (PagedOptions | InfiniteOptions);
