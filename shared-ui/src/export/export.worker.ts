// The export's Web Worker: gathers the rows the page sends and writes the xlsx
// file off the main thread. Thin on purpose: the work is in workbook.ts.
//
// When the page started this worker from a blob (shared-ui came from a remote
// on another origin), webpack's automatic publicPath would read the blob's
// origin: the bootstrap names the real folder, set here before the workbook
// code (and xlsx) is loaded, so its chunk comes from the remote's own origin.
import type { FromWorker, ToWorker } from './types';

declare let __webpack_public_path__: string;

const scope = self as unknown as {
  __qgExportPublicPath?: string;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
};
if (scope.__qgExportPublicPath) __webpack_public_path__ = scope.__qgExportPublicPath;

const book = import('./workbook').then(({ createWorkbookAccumulator }) => createWorkbookAccumulator());
const fail = (error: unknown) =>
  scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
book.catch(fail);

scope.onmessage = (event) => {
  const message = event.data;
  // Every message waits on the same promise, so they are handled in the order sent.
  void book.then((workbook) => {
    try {
      if (message.type === 'start') workbook.start(message.header, message.sheetName);
      else if (message.type === 'rows') workbook.addRows(message.rows);
      else {
        const file = workbook.finish();
        scope.postMessage({ type: 'done', file }, [file]);
      }
    } catch (error) {
      fail(error);
    }
  }, fail);
};
