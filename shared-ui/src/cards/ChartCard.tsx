// The frame of every chart: title, info popover, and the block's state:
// "Loading..." until the data arrives, "No Data" when it is empty, a
// could-not-be-loaded line with a retry when it failed, otherwise the chart
// (spec shell-highlights 2).
import type { ReactNode } from 'react';
import { Card, Empty, Flex, Typography } from 'antd';
import { usePreloadChartRenderer } from '../charts/ChartRenderer';
import type { BlockState } from '../hooks/useBlockData';
import { LOADING_TEXT, NO_DATA_TEXT } from './texts';
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
  const placeholder = (content: ReactNode) => (
    <Flex align="center" justify="center" style={{ minHeight }}>
      {content}
    </Flex>
  );
  let body: ReactNode;
  if (state.status === 'loading')
    body = placeholder(<Typography.Text type="secondary">{LOADING_TEXT}</Typography.Text>);
  else if (state.status === 'error') body = placeholder(<BlockError onRetry={onRetry} />);
  else if (isEmpty(state.data))
    body = placeholder(<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DATA_TEXT} />);
  else body = children(state.data);

  return (
    <Card
      className="qg-chart-card"
      role="region"
      aria-label={title}
      aria-busy={state.status === 'loading' || undefined}
      title={
        <Flex align="center" gap={4}>
          <span>{title}</span>
          {info ? <InfoPopover title={title} content={info} /> : null}
        </Flex>
      }
      style={{ height: '100%' }}
    >
      {body}
    </Card>
  );
}
