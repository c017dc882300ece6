// The charts drawn whole with the ApexCharts of apexModules.ts (its core and the modules the
// dashboard uses, not the full build): every slice and bar, every legend entry, the data labels,
// the donut's centre and its outside labels. A chart type or feature left out of apexModules.ts
// draws nothing, or draws without its legend or labels, and fails here. jsdom has no SVG layout:
// the few measuring functions ApexCharts calls are stubbed, so positions are meaningless here but
// what is drawn is not (the e2e suite and the size-budget step draw the same modules in Chromium).
import ApexCharts from './apexModules';
import { barChartSpec, type BarChartInput } from './barChart';
import { labelPlacements, donutChartSpec, pieChartSpec, sumOf } from './sliceCharts';
import { formatPercent, type ChartSpec } from './spec';
import { formatNumber } from '../format/formatters';

beforeAll(() => {
  const svg = window.SVGElement.prototype as unknown as Record<string, unknown>;
  svg.getBBox = () => ({ x: 0, y: 0, width: 40, height: 12 });
  svg.getComputedTextLength = () => 40;
  svg.getTotalLength = () => 100;
  svg.getPointAtLength = () => ({ x: 0, y: 0 });
  svg.getScreenCTM = () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0, inverse: () => svg.getScreenCTM });
});

let warnings: string[];
beforeEach(() => {
  warnings = [];
  const keep = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  jest.spyOn(console, 'warn').mockImplementation(keep);
  jest.spyOn(console, 'error').mockImplementation(keep);
});
afterEach(() => {
  // ApexCharts names a missing chart type or feature in the console ("is not registered",
  // "requires the legend feature, which is not in this bundle").
  expect(warnings).toEqual([]);
  document.body.innerHTML = '';
});

/** Draws a spec as react-apexcharts does (type, height and width into `chart`), without animation. */
async function draw(spec: ChartSpec): Promise<HTMLElement> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const chart = new ApexCharts(element, {
    ...spec.options,
    chart: { ...spec.options.chart, type: spec.type, height: spec.height, width: 600, animations: { enabled: false } },
    series: spec.series,
  });
  await chart.render();
  return element;
}

const texts = (element: HTMLElement, selector: string) =>
  [...element.querySelectorAll(selector)].map((node) => node.textContent ?? '');

describe.each([
  ['donut', donutChartSpec],
  ['pie', pieChartSpec],
] as const)('a %s', (kind, build) => {
  // Inside labels, one slice under 8 % (its label outside, with a leader line) and an empty slice.
  const input = { labels: ['MPX1', 'Empty', 'SPX2', 'MPX3'], values: [5200, 0, 3100, 240], totalLabel: 'PT Cahaya' };
  const percents = input.values.map((value) => (value / sumOf(input.values)) * 100);
  const placements = labelPlacements(input.values);

  it('draws a slice for every value, in order', async () => {
    const chart = await draw(build(input));
    const slices = [...chart.querySelectorAll('path.apexcharts-pie-area')];
    expect(slices.map((slice) => Number(slice.getAttribute('data:value')))).toEqual(input.values);
    expect(slices.every((slice) => (slice.getAttribute('d') ?? '').length > 0)).toBe(true);
  });

  it('lists every slice in the legend', async () => {
    const chart = await draw(build(input));
    expect(texts(chart, '.apexcharts-legend-series .apexcharts-legend-text')).toEqual(input.labels);
  });

  it('labels each slice with its share: inside, or outside with a leader line when small', async () => {
    const chart = await draw(build(input));
    const shares = (placement: string) =>
      percents.filter((_, index) => placements[index] === placement).map(formatPercent);
    expect(placements.filter((placement) => placement === 'outside')).toHaveLength(1);
    expect(texts(chart, 'text.apexcharts-pie-label').filter(Boolean)).toEqual(shares('inside'));
    // Outside: the label beside the slice, joined to it by a leader line.
    expect(texts(chart, 'text.apexcharts-pie-name-label')).toEqual(shares('outside'));
    expect(chart.querySelectorAll('.apexcharts-pie-label-connector')).toHaveLength(1);
  });

  it('can be reached from the keyboard, as with the full build', async () => {
    const chart = await draw(build(input));
    const svg = chart.querySelector('svg.apexcharts-svg');
    expect(svg?.getAttribute('tabindex')).toBe('0');
    expect(svg?.getAttribute('aria-label')).toBe(`${kind} chart with ${input.values.length} data series`);
  });

  if (kind === 'donut') {
    it('shows the name and the total in the centre', async () => {
      const chart = await draw(build(input));
      expect(texts(chart, '.apexcharts-datalabel-label')).toEqual([input.totalLabel]);
      expect(texts(chart, '.apexcharts-datalabel-value')).toEqual([formatNumber(sumOf(input.values))]);
    });
  }
});

describe.each([
  [
    'stacked per group (Scan vs Active)',
    {
      categories: ['Week 1', 'Week 2', 'Week 3'],
      stacked: true,
      series: [
        { name: 'MPX1 Active', data: [10, 0, 7], group: 'active' },
        { name: 'SPX2 Active', data: [3, 4, 0], group: 'active' },
        { name: 'MPX1 Scan', data: [12, 2, 9], group: 'scan', opacity: 0.55 },
        { name: 'SPX2 Scan', data: [5, 6, 1], group: 'scan', opacity: 0.55 },
      ],
    },
  ],
  [
    'side by side (Detailed by Bottle Maker)',
    {
      categories: ['Dynaplast', 'Namasindo Plas'],
      series: [
        { name: 'Success', data: [21, 87] },
        { name: 'Failed', data: [0, 3] },
      ],
    },
  ],
  [
    'horizontal and stacked (Reasons for Report)',
    {
      categories: ['Damaged', 'Counterfeit', 'Other'],
      stacked: true,
      horizontal: true,
      series: [
        { name: 'Oil', data: [4, 9, 2] },
        { name: 'Bottle', data: [1, 2, 3] },
      ],
    },
  ],
] as [string, BarChartInput][])('a bar chart %s', (_name, input) => {
  it('draws a bar for every value of every series', async () => {
    const chart = await draw(barChartSpec(input));
    const bars = [...chart.querySelectorAll('path.apexcharts-bar-area')].map((bar) => [
      Number(bar.getAttribute('index')),
      Number(bar.getAttribute('j')),
      Number(bar.getAttribute('val')),
    ]);
    const expected = input.series.flatMap((series, index) => series.data.map((value, j) => [index, j, value]));
    const order = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]!;
    expect(bars.sort(order)).toEqual(expected.sort(order));
  });

  it('can be reached from the keyboard, as with the full build', async () => {
    const chart = await draw(barChartSpec(input));
    expect(chart.querySelector('svg.apexcharts-svg')?.getAttribute('tabindex')).toBe('0');
  });

  it('lists every series in the legend and every category on its axis', async () => {
    const chart = await draw(barChartSpec(input));
    expect(texts(chart, '.apexcharts-legend-series .apexcharts-legend-text').sort()).toEqual(
      input.series.map((series) => series.name).sort(),
    );
    const axis = input.horizontal ? '.apexcharts-yaxis-label' : '.apexcharts-xaxis-label';
    expect(texts(chart, axis)).toEqual(input.categories);
  });
});
