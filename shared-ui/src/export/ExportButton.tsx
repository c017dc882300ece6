// The one Download Excel control of the product: the button, then a progress
// bar with Cancel while the file is made, then (when the cap cut the file) a
// plain message saying so.
import { Alert, Button, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useT } from '../i18n/i18n';
import { formatNumber } from '../format/formatters';
import { DEFAULT_EXPORT_ROW_CAP } from './limits';
import { useExport, type UseExportOptions } from './useExport';
import type { ExportJob } from './types';

export interface ExportButtonProps<Row, F> extends UseExportOptions {
  /** The job, made when the button is pressed (so it carries the filters and sort of that moment). */
  job: () => ExportJob<Row, F>;
  disabled?: boolean;
  /** The button's text. Default "Download Excel". */
  label?: string;
}

export function ExportButton<Row, F = undefined>({ job, disabled, label, ...options }: ExportButtonProps<Row, F>) {
  const t = useT();
  const { status, start, cancel } = useExport(options);
  const running = status.state === 'running';
  const percent =
    running && status.progress.expected
      ? Math.min(100, Math.round((status.progress.done / status.progress.expected) * 100))
      : 0;
  let capCut: { rows: number; total: number; cap: number } | undefined;
  if (status.state === 'done' && status.result.truncated) {
    const current = job();
    capCut = { rows: status.result.rows, total: status.result.total, cap: current.cap ?? DEFAULT_EXPORT_ROW_CAP };
  }
  return (
    <Flex vertical gap={8} className="qg-export">
      <Flex gap={8} align="center" wrap>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={disabled || running}
          loading={running}
          onClick={() => void start(job())}
        >
          {label ?? t('dataExport.download')}
        </Button>
        {running ? (
          <>
            <div
              role="progressbar"
              aria-label={t('dataExport.preparing')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              style={{
                width: 160,
                height: 8,
                borderRadius: 4,
                background: 'var(--ant-color-fill-secondary, rgba(0, 0, 0, 0.06))',
                overflow: 'hidden',
              }}
            >
              <div style={{ width: `${percent}%`, height: '100%', background: 'var(--ant-color-primary, #1677ff)' }} />
            </div>
            <span role="status" aria-live="polite">
              {status.progress.expected === undefined
                ? t('dataExport.preparing')
                : t('dataExport.progress', {
                    done: formatNumber(status.progress.done),
                    expected: formatNumber(status.progress.expected),
                  })}
            </span>
            <Button onClick={cancel}>{t('dataExport.cancel')}</Button>
          </>
        ) : null}
      </Flex>
      {capCut ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          title={t('dataExport.capped', {
            rows: formatNumber(capCut.rows),
            total: formatNumber(capCut.total),
            cap: formatNumber(capCut.cap),
          })}
        />
      ) : null}
      {status.state === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={t('dataExport.failed')} description={status.message} />
      ) : null}
    </Flex>
  );
}
