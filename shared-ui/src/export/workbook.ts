// The xlsx file itself, run inside the export worker (and in unit tests without
// one): each page of rows is written into the file as it arrives (xlsxStream.ts),
// so the file is ready moments after the last page. Numbers stay numbers, shown
// with comma thousands.
import type { ExportCell } from './types';
import { startXlsx, type XlsxStream } from './xlsxStream';

/** A whole file at once (chart series and other rows already in the browser). */
export function buildWorkbook(header: string[], rows: ExportCell[][], sheetName: string): ArrayBuffer {
  const file = startXlsx(header, sheetName);
  file.addRows(rows);
  return file.finish();
}

/** The worker's state machine, without the worker: what the worker file runs on each message. */
export function createWorkbookAccumulator() {
  let file: XlsxStream | undefined;
  return {
    start(header: string[], sheetName: string) {
      file = startXlsx(header, sheetName);
    },
    addRows(more: ExportCell[][]) {
      if (!file) throw new Error('The export sent rows before its header');
      file.addRows(more);
    },
    finish(): ArrayBuffer {
      if (!file) throw new Error('The export finished before it started');
      const bytes = file.finish();
      file = undefined;
      return bytes;
    },
  };
}
