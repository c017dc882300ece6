// The ApexCharts the dashboard draws with (issue 10): its core and only the chart types and
// features the specs use, not the full entry, which registers every type and feature (the chart
// chunk of the label-maker page: 230 KB brotli with the full entry, 151 KB with this).
//
// The specs (barChart.ts, sliceCharts.ts) draw bars (grouped, stacked per group, horizontal), pies
// and donuts, each with a legend, tooltips and data labels; the donut has its centre total and
// puts small slices' percentages outside with a leader line. Tooltips, data labels, the centre
// total, the outside labels and the responsive redraw are part of the core and the pie module;
// the legend is a feature of its own, and so is the keyboard navigation of the full build (the
// chart is a tab stop whose points the arrow keys walk through, read out by screen readers: 6 KB
// brotli, kept so that the smaller build takes nothing from keyboard users). Nothing sets the
// toolbar, exports, annotations, zoom or the other opt-in features (spec.ts turns the toolbar
// off). apexModules.test.ts draws each kind of chart with exactly this and checks every slice,
// bar, legend entry and label is there.
import ApexCharts from 'apexcharts/core';
// Chart types, as `chart.type` names them: 'bar', and 'pie' and 'donut' (one module registers both).
import 'apexcharts/bar';
import 'apexcharts/donut';
import 'apexcharts/features/legend';
import 'apexcharts/features/keyboard';

export default ApexCharts;
