// The workbook builder without a worker: tests, and browsers that cannot start one.
import { createWorkbookAccumulator } from './workbook';
import type { WorkbookBuilder } from './types';

export function createInlineBuilder(): WorkbookBuilder {
  const book = createWorkbookAccumulator();
  return {
    start: (header, sheetName) => book.start(header, sheetName),
    addRows: (rows) => book.addRows(rows),
    finish: async () => book.finish(),
    cancel: () => undefined,
  };
}
