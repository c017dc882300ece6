// The export as React state: start, progress, Cancel, the result's message.
// The workbook is built in a Web Worker; tests pass another builder.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ExportCancelled, runExport } from './runExport';
import { saveFile } from './saveFile';
import type { ExportJob, ExportProgress, ExportResult, WorkbookBuilder } from './types';

export type ExportStatus =
  | { state: 'idle' }
  | { state: 'running'; progress: ExportProgress }
  | { state: 'done'; result: Omit<ExportResult, 'file'> }
  | { state: 'failed'; message: string };

export interface UseExportOptions {
  /** Makes the workbook builder. Default: a Web Worker. */
  createBuilder?: () => WorkbookBuilder | Promise<WorkbookBuilder>;
  /** What is done with the file. Default: the browser's download. */
  save?: (file: Blob, fileName: string) => void;
}

const workerBuilder = async (): Promise<WorkbookBuilder> => {
  const { createWorkerBuilder } = await import(/* webpackChunkName: "export-worker-client" */ './workerBuilder');
  return createWorkerBuilder();
};

export function useExport({ createBuilder = workerBuilder, save = saveFile }: UseExportOptions = {}) {
  const [status, setStatus] = useState<ExportStatus>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async <Row, F>(job: ExportJob<Row, F>) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setStatus({ state: 'running', progress: { done: 0, expected: undefined } });
      try {
        const builder = await createBuilder();
        controller.signal.addEventListener('abort', () => builder.cancel());
        const result = await runExport(job, {
          builder,
          signal: controller.signal,
          onProgress: (progress) => {
            if (!controller.signal.aborted) setStatus({ state: 'running', progress });
          },
        });
        save(result.file, result.fileName);
        const { file: _file, ...summary } = result;
        setStatus({ state: 'done', result: summary });
      } catch (error) {
        if (error instanceof ExportCancelled || controller.signal.aborted) setStatus({ state: 'idle' });
        else {
          console.error('The export failed', error);
          setStatus({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [createBuilder, save],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setStatus({ state: 'idle' });
  }, []);

  return { status, start, cancel };
}
