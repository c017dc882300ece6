// The workbook builder in a Web Worker (the browser's path). Kept apart from
// the rest because of `import.meta.url`, which webpack turns into the worker
// chunk's URL and which jest's CommonJS cannot parse: only the browser loads
// this file (useExport imports it lazily).
import { createInlineBuilder } from './inlineBuilder';
import type { FromWorker, ToWorker, WorkbookBuilder } from './types';

/**
 * The worker chunk's URL as webpack resolved it: the publicPath of the build
 * that provided shared-ui, i.e. the origin that served it. Read by letting
 * webpack's own `new Worker(new URL(...))` run against a stand-in constructor.
 */
function workerChunkUrl(): string {
  const NativeWorker = globalThis.Worker;
  let url = '';
  const g = globalThis as { Worker: unknown };
  g.Worker = function CaptureUrl(href: string | URL) {
    url = String(href);
  };
  try {
    // A fixed file name: a [contenthash] in the worker's (runtime) chunk name breaks the federation
    // runtime's build (module-federation/core #5077), as it does for the entry's main.js.
    new Worker(new URL('./export.worker.ts', import.meta.url), {
      name: 'export-worker',
      /* webpackEntryOptions: { filename: "export-worker.js" } */
    });
  } finally {
    g.Worker = NativeWorker;
  }
  return url;
}

/**
 * A worker must come from the page's origin. When shared-ui came from a remote
 * on another origin (the federation may pick a remote's copy), a same-origin
 * blob worker imports the remote's chunk (CSP: worker-src 'self' blob:;
 * script-src lists the remotes) and tells it its real folder, so the chunks it
 * loads come from the remote too.
 */
function startWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  const url = new URL(workerChunkUrl(), location.href);
  if (url.origin === location.origin) return new Worker(url, { name: 'export-worker' });
  const folder = url.href.slice(0, url.href.lastIndexOf('/') + 1);
  const boot = new Blob(
    [`self.__qgExportPublicPath = ${JSON.stringify(folder)};\nimportScripts(${JSON.stringify(url.href)});\n`],
    { type: 'text/javascript' },
  );
  const bootUrl = URL.createObjectURL(boot);
  try {
    return new Worker(bootUrl, { name: 'export-worker' });
  } finally {
    // The worker has fetched its script by the time it runs; a minute is ample.
    setTimeout(() => URL.revokeObjectURL(bootUrl), 60_000);
  }
}

export function createWorkerBuilder(): WorkbookBuilder {
  const worker = startWorker();
  if (!worker) {
    console.warn('The export worker cannot start here; the file is built on the page.');
    return createInlineBuilder();
  }
  let settle: { resolve(file: ArrayBuffer): void; reject(error: Error): void } | undefined;
  const fail = (error: Error) => {
    settle?.reject(error);
    settle = undefined;
    worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'done') {
      settle?.resolve(message.file);
      settle = undefined;
      worker.terminate();
    } else fail(new Error(message.message));
  };
  worker.onerror = (event) => fail(new Error(event.message || 'The export worker failed'));
  const send = (message: ToWorker) => worker.postMessage(message);
  return {
    start: (header, sheetName) => send({ type: 'start', header, sheetName }),
    addRows: (rows) => send({ type: 'rows', rows }),
    finish: () =>
      new Promise<ArrayBuffer>((resolve, reject) => {
        settle = { resolve, reject };
        send({ type: 'finish' });
      }),
    cancel: () => fail(new Error('The export was cancelled')),
  };
}
