// A bar chart in its ChartCard: the block's data turned into the chart's input
// by `chart`, "No Data" when that input has nothing to draw. It replaces the
// ChartCard + barChartIsEmpty + BarChart trio every bar chart of the
// dashboards wrote out, which also built the input twice per render.
import type { ReactNode } from 'react';
import { BarChart } from '../charts/BarChart';
import { BAR_CHART_HEIGHT, barChartIsEmpty, type BarChartInput } from '../charts/barChart';
import { drawnChartHeight } from '../charts/spec';
import type { BlockData, BlockState } from '../hooks/useBlockData';
import { ChartCard } from './ChartCard';

export interface BarChartCardProps<T> {
  /** The card's title, also the chart's accessible name. */
  title: string;
  info?: ReactNode;
  block: BlockData<T>;
  /** The chart of the block's data (a pure builder). */
  chart: (data: T) => BarChartInput;
  /** Height of the body while it has no chart: by default that of a drawn bar chart of the default height. */
  minHeight?: number;
}

export function BarChartCard<T>({
  title,
  info,
  block,
  chart,
  minHeight = drawnChartHeight(BAR_CHART_HEIGHT),
}: BarChartCardProps<T>) {
  // Build the input once: the emptiness test and the drawing both read it.
  const state: BlockState<BarChartInput> =
    block.state.status === 'ready' ? { status: 'ready', data: chart(block.state.data) } : block.state;
  return (
    <ChartCard
      title={title}
      info={info}
      state={state}
      onRetry={block.reload}
      isEmpty={barChartIsEmpty}
      minHeight={minHeight}
    >
      {(input) => <BarChart {...input} aria-label={title} />}
    </ChartCard>
  );
}
