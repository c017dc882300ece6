// Who draws a ChartSpec. The default is ApexCharts, loaded on first use: the
// library is about 300 KB gzip, so it must not be in anything the host's
// sign-in page loads (TOOLCHAIN.md). A provider can swap the renderer, e.g.
// for the table view (ChartTable) in tests, where jsdom cannot lay out SVG.
import { createContext, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { loadOnce, readyLazy } from '../lazy';
import type { ChartSpec } from './spec';

export interface ChartRendererProps {
  spec: ChartSpec;
  /** Accessible name of the drawing. */
  'aria-label'?: string;
  /**
   * A pie whose slices can be chosen (PieBreakdownChart): the chosen slice and
   * how to choose one. The table view offers the choice as buttons; ApexCharts
   * takes it from the spec's click event instead.
   */
  selection?: SliceSelection;
}

export interface SliceSelection {
  selected: number | null;
  /** A slice's index, or null to clear the choice. */
  onSelect: (index: number | null) => void;
}

// Loaded once; a chart drawn after it has loaded is drawn at once (readyLazy: no Loading... and
// no Suspense pause between the data and the chart). The chunk's
// name, 'charts' (tooling/webpack.js puts ApexCharts in it too), is how the host finds the chart
// renderer among a remote's chunks to preload it for pages that draw charts
// (host/src/routes/chunks.ts).
const loadApexChart = loadOnce(() => import(/* webpackChunkName: "charts" */ './ApexChart'));
const ApexChart = readyLazy(loadApexChart, (module) => module.default);

function LazyApexChart(props: ChartRendererProps) {
  return (
    <Suspense fallback={<div className="qg-chart-loading">{t('loading')}</div>}>
      <ApexChart {...props} />
    </Suspense>
  );
}

/**
 * A renderer is a function of the props (not a component type), so the
 * element it returns is the renderer's own: ApexCharts behind Suspense, or a
 * table. It must not call hooks.
 */
export type ChartRenderer = (props: ChartRendererProps) => ReactNode;

const ChartRendererContext = createContext<ChartRenderer>(LazyApexChart);

export const ChartRendererProvider = ChartRendererContext.Provider;

/** Draws `spec` with the renderer of the nearest provider (ApexCharts by default). */
export function Chart(props: ChartRendererProps) {
  const render = useContext(ChartRendererContext);
  return <>{render(props)}</>;
}

/**
 * Starts downloading the default renderer (ApexCharts) when a chart's frame
 * appears, so it arrives while the chart's data is being fetched instead of
 * after it (measured: 100-150 ms later on the label-maker page otherwise).
 * Nothing is loaded when a provider swapped the renderer.
 */
export function usePreloadChartRenderer(): void {
  const render = useContext(ChartRendererContext);
  useEffect(() => {
    // A failure is left to the chart itself, which loads it again and shows it.
    if (render === LazyApexChart) loadApexChart().catch(() => undefined);
  }, [render]);
}
