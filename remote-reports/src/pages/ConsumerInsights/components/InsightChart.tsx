// One chart of Consumer Insight: its Download Excel (the figures drawn, as a
// file) above the chart card with its info popover and "View as table".
import type { ReactNode } from 'react';
import { Flex } from 'antd';
import {
  BarChartCard,
  ExportButton,
  useT,
  type BarChartInput,
  type BlockData,
  type ExportJob,
} from '@qrguard/shared-ui';
import { chartExportJob } from '../charts';

export interface InsightChartProps<T> {
  title: string;
  /** What the chart counts (the info popover). */
  info: ReactNode;
  block: BlockData<T>;
  chart: (data: T) => BarChartInput;
  /** Title of the file's first column (what the categories are). */
  categoryTitle: string;
  /** The file, when it holds more than the chart draws. */
  exportJob?: (data: T) => ExportJob<Record<string, string | number | null>>;
  /** Words under the chart (e.g. the shares). */
  footer?: (data: T) => ReactNode;
}

export function InsightChart<T>({ title, info, block, chart, categoryTitle, exportJob, footer }: InsightChartProps<T>) {
  const t = useT();
  const data = block.state.status === 'ready' ? block.state.data : undefined;
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <ExportButton
          label={t('consumerInsight.download', { title })}
          disabled={data === undefined}
          job={() => (exportJob ? exportJob(data as T) : chartExportJob(chart(data as T), title, categoryTitle))}
        />
      </Flex>
      <BarChartCard title={title} info={info} block={block} chart={chart} />
      {data !== undefined && footer ? footer(data) : null}
    </Flex>
  );
}
