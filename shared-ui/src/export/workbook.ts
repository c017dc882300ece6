// The xlsx file itself: a pure function, run inside the export worker (and in
// unit tests without one). Numbers stay numbers, shown with comma thousands.
import { utils, write } from 'xlsx';
import type { ExportCell } from './types';

/** Excel's own limit for a sheet name. */
const SHEET_NAME_MAX = 31;

export function buildWorkbook(header: string[], rows: ExportCell[][], sheetName: string): ArrayBuffer {
  const sheet = utils.aoa_to_sheet([header, ...rows]);
  // Comma thousands for every number (spec shell-highlights 9), integers without decimals.
  for (const address of Object.keys(sheet)) {
    if (address.startsWith('!')) continue;
    const cell = sheet[address] as { t?: string; v?: unknown; z?: string };
    if (cell.t === 'n') cell.z = Number.isInteger(cell.v) ? '#,##0' : '#,##0.##';
  }
  sheet['!cols'] = header.map((title) => ({ wch: Math.min(60, Math.max(10, title.length + 2)) }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, SHEET_NAME_MAX) || 'Data');
  return write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

/** The worker's state machine, without the worker: what the worker file runs on each message. */
export function createWorkbookAccumulator() {
  let header: string[] = [];
  let sheetName = 'Data';
  let rows: ExportCell[][] = [];
  return {
    start(h: string[], name: string) {
      header = h;
      sheetName = name;
      rows = [];
    },
    addRows(more: ExportCell[][]) {
      for (const row of more) rows.push(row);
    },
    finish(): ArrayBuffer {
      const file = buildWorkbook(header, rows, sheetName);
      rows = [];
      return file;
    },
  };
}
