// The frame of every chart: title, info popover, and the block's state:
// "Loading..." until the data arrives, "No Data" when it is empty, a
// could-not-be-loaded line with a retry when it failed, otherwise the chart
// (spec shell-highlights 2). "View as table" switches the card's charts to
// tables of their figures (ChartTable), so nothing in a chart is mouse-only
// and a screen reader can read the numbers.
import { useId, useState, type ReactNode } from 'react';
import { Card, Empty, Flex, Switch, Typography } from 'antd';
import { ChartRendererProvider, usePreloadChartRenderer } from '../charts/ChartRenderer';
import { ChartTable } from '../charts/ChartTable';
import type { BlockState } from '../hooks/useBlockData';
import { useT } from '../i18n/i18n';
import { BlockError } from './BlockError';
import { InfoPopover } from './InfoPopover';

export interface ChartCardProps<T> {
  title: string;
  info?: ReactNode;
  state: BlockState<T>;
  /** True when the data holds nothing to draw (default: an empty list). */
  isEmpty?: (data: T) => boolean;
  onRetry?: () => void;
  /** Height of the body while it has no chart, so the page does not jump. */
  minHeight?: number;
  children: (data: T) => ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

export function ChartCard<T>({
  title,
  info,
  state,
  isEmpty = emptyList,
  onRetry,
  minHeight = 320,
  children,
}: ChartCardProps<T>) {
  usePreloadChartRenderer();
  const t = useT();
  // Kept while the filter changes: the user chose how to read this card.
  const [asTable, setAsTable] = useState(false);
  const switchId = useId();
  const placeholder = (content: ReactNode) => (
    <Flex align="center" justify="center" style={{ minHeight }}>
      {content}
    </Flex>
  );
  let body: ReactNode;
  if (state.status === 'loading')
    body = placeholder(<Typography.Text type="secondary">{t('loading')}</Typography.Text>);
  else if (state.status === 'error') body = placeholder(<BlockError onRetry={onRetry} />);
  else if (isEmpty(state.data))
    body = placeholder(<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />);
  else
    body = asTable ? (
      <ChartRendererProvider value={ChartTable}>{children(state.data)}</ChartRendererProvider>
    ) : (
      children(state.data)
    );

  return (
    <Card
      className="qg-chart-card"
      role="region"
      aria-label={title}
      aria-busy={state.status === 'loading' || undefined}
      title={
        // On a phone the title shares the head with "View as table": the words end in an ellipsis,
        // the info button stays whole.
        <Flex align="center" gap={4}>
          <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</span>
          {info ? <InfoPopover title={title} content={info} /> : null}
        </Flex>
      }
      extra={
        <Flex align="center" gap={8}>
          <Switch id={switchId} size="small" checked={asTable} onChange={setAsTable} />
          <label htmlFor={switchId} style={{ cursor: 'pointer', whiteSpace: 'nowrap' }}>
            {t('chart.viewAsTable')}
          </label>
        </Flex>
      }
      style={{ height: '100%' }}
    >
      {body}
    </Card>
  );
}
