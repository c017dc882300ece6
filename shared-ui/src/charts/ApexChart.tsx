// The only module that draws with ApexCharts; ChartRenderer loads it lazily. react-apexcharts'
// core entry draws with the ApexCharts of apexModules.ts (its core and the chart types and
// features the dashboard uses), not with the full build its default entry imports.
import { useEffect } from 'react';
import ReactApexChart from 'react-apexcharts/core';
import './apexModules';
import { drawnChartHeight } from './spec';
import type { ChartRendererProps } from './ChartRenderer';
import { useDrawTurn } from './drawTurns';
import { useNearViewport } from './nearViewport';

export default function ApexChart({ spec, 'aria-label': label }: ChartRendererProps) {
  // Drawn once near the screen (nearViewport.ts), one chart per task (drawTurns.ts); until then
  // the figure keeps the drawn height, so the page does not move when the chart arrives.
  const [figure, near] = useNearViewport<HTMLDivElement>();
  const { turn, done } = useDrawTurn(near);
  useEffect(() => {
    // After the child's mount effect, in which ApexCharts drew.
    if (turn) done();
  }, [turn, done]);
  return (
    // A named figure, not role="img": an img's children are presentational, and
    // ApexCharts draws focusable parts (legend, slices) inside. The figures
    // themselves are read through the card's "View as table".
    <div
      ref={figure}
      className="qg-chart"
      role="figure"
      aria-label={label}
      style={turn ? undefined : { minHeight: drawnChartHeight(spec.height) }}
    >
      {turn ? (
        <ReactApexChart
          type={spec.type}
          series={spec.series}
          options={spec.options}
          height={spec.height}
          width="100%"
        />
      ) : null}
    </div>
  );
}
