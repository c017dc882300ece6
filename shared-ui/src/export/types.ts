// The export's public types: one mechanism for every table and chart (issue 11).
import type { DataTableColumn, PageRequest, PageResult, SortState } from '../DataTable/types';

/** A cell of the file: text, a number (written with comma thousands) or empty. */
export type ExportCell = string | number | null;

/** What an export needs of a column: the table's own column objects fit. */
export type ExportColumn<Row> = Pick<
  DataTableColumn<Row>,
  'key' | 'title' | 'exportTitle' | 'render' | 'format' | 'exportValue' | 'noExport'
>;

/** Rows already in the browser (a chart's series, an inline table). */
export interface InlineExportSource<Row> {
  rows: Row[];
}

/** Every row the filters select, fetched page by page through the table's own fetch function. */
export interface ServerExportSource<Row, F> {
  fetchPage: (request: PageRequest, filters: F) => Promise<PageResult<Row>>;
  filters: F;
  sort?: SortState;
}

export interface ExportJob<Row, F = undefined> {
  /** File name without extension (the spec's names, e.g. "Scan History Download"). */
  fileName: string;
  sheetName?: string;
  columns: ExportColumn<Row>[];
  source: InlineExportSource<Row> | ServerExportSource<Row, F>;
  /** The most rows the file holds. Default DEFAULT_EXPORT_ROW_CAP. */
  cap?: number;
  /** Rows per request. Default EXPORT_PAGE_SIZE. */
  pageSize?: number;
}

export interface ExportProgress {
  /** Rows gathered so far. */
  done: number;
  /** Rows the file will hold (the total, or the cap when the cap cuts it); undefined before the first page. */
  expected: number | undefined;
}

export interface ExportResult {
  /** The xlsx file. */
  file: Blob;
  fileName: string;
  /** Rows written. */
  rows: number;
  /** Rows the filters selected. */
  total: number;
  /** The cap cut the file: `rows` < `total`. */
  truncated: boolean;
}

/** Builds the workbook: in a Web Worker in the browser, in-line in tests. */
export interface WorkbookBuilder {
  start(header: string[], sheetName: string): void;
  addRows(rows: ExportCell[][]): void;
  /** Writes the file; the answer is the xlsx bytes. */
  finish(): Promise<ArrayBuffer>;
  /** Stops at once (terminates the worker). */
  cancel(): void;
}

/** The messages between the page and the export worker. */
export type ToWorker =
  { type: 'start'; header: string[]; sheetName: string } | { type: 'rows'; rows: ExportCell[][] } | { type: 'finish' };
export type FromWorker = { type: 'done'; file: ArrayBuffer } | { type: 'error'; message: string };
