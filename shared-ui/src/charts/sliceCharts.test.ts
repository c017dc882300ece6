import type { ApexOptions } from 'apexcharts';
import { donutChartSpec, labelPlacements, pieChartSpec, selectedSlice, slicesAreEmpty } from './sliceCharts';

type Formatter = (value: number, opts: { seriesIndex: number }) => string;
type External = (name: string, opts: { seriesIndex: number; percent: number }) => string;

const inside = (options: ApexOptions) => options.dataLabels?.formatter as unknown as Formatter;
const outside = (options: ApexOptions) =>
  options.plotOptions?.pie?.dataLabels?.external as { show: boolean; formatter: External };

describe('labelPlacements', () => {
  it('puts a slice under 8 % of the whole outside, an empty one nowhere', () => {
    // 1 of 20 is 5 %, 2 of 20 is 10 %, 17 of 20 is 85 %
    expect(labelPlacements([1, 2, 17, 0])).toEqual(['outside', 'inside', 'inside', 'none']);
  });

  it('keeps exactly 8 % inside', () => {
    expect(labelPlacements([8, 92])).toEqual(['inside', 'inside']);
  });

  it('places nothing when everything is 0', () => {
    expect(labelPlacements([0, 0])).toEqual(['none', 'none']);
  });
});

describe('donutChartSpec', () => {
  const spec = donutChartSpec({ labels: ['MPX1', 'SPX2', 'Unknown'], values: [1500, 100, 400] });

  it('shows Total and the sum with comma thousands in the centre', () => {
    const total = spec.options.plotOptions?.pie?.donut?.labels?.total;
    expect(total?.label).toBe('Total');
    expect(total?.showAlways).toBe(true);
    expect(total?.formatter?.({ config: {}, globals: {} })).toBe('2,000');
  });

  it('writes the percentage inside big slices and outside the slice under 8 %', () => {
    // SPX2 is 100 of 2,000: 5 %
    expect(inside(spec.options)(75, { seriesIndex: 0 })).toBe('75%');
    expect(inside(spec.options)(5, { seriesIndex: 1 })).toBe('');
    expect(outside(spec.options).show).toBe(true);
    expect(outside(spec.options).formatter('SPX2', { seriesIndex: 1, percent: 5 })).toBe('5.0%');
    expect(outside(spec.options).formatter('MPX1', { seriesIndex: 0, percent: 75 })).toBe('');
  });

  it('draws no outside labels when every slice is big enough', () => {
    expect(outside(donutChartSpec({ labels: ['a', 'b'], values: [1, 1] }).options).show).toBe(false);
  });

  it('hands the values and names to the chart', () => {
    expect(spec.type).toBe('donut');
    expect(spec.series).toEqual([1500, 100, 400]);
    expect(spec.options.labels).toEqual(['MPX1', 'SPX2', 'Unknown']);
  });

  it('can name the centre otherwise', () => {
    const ring = donutChartSpec({ labels: ['MPX1'], values: [3], totalLabel: 'Cahaya' });
    expect(ring.options.plotOptions?.pie?.donut?.labels?.total?.label).toBe('Cahaya');
  });
});

describe('pieChartSpec', () => {
  it('reports the clicked slice, and null when the click cleared it', () => {
    const onSelect = jest.fn();
    const spec = pieChartSpec({ labels: ['A', 'B'], values: [3, 1], onSelect });
    const event = spec.options.chart?.events?.dataPointSelection as (e: unknown, c: unknown, o: unknown) => void;
    event(null, null, { dataPointIndex: 1, selectedDataPoints: [[1]] });
    event(null, null, { dataPointIndex: 1, selectedDataPoints: [[]] });
    expect(onSelect.mock.calls).toEqual([[1], [null]]);
    expect(spec.type).toBe('pie');
    expect(spec.options.plotOptions?.pie?.expandOnClick).toBe(true);
  });
});

describe('selectedSlice', () => {
  it('reads the selection ApexCharts keeps for a pie in series 0', () => {
    expect(selectedSlice({ dataPointIndex: 2, selectedDataPoints: [[2]] })).toBe(2);
    expect(selectedSlice({ dataPointIndex: 2, selectedDataPoints: [] })).toBeNull();
    expect(selectedSlice(undefined)).toBeNull();
  });
});

it('slicesAreEmpty when there is nothing above 0', () => {
  expect(slicesAreEmpty([])).toBe(true);
  expect(slicesAreEmpty([0, 0])).toBe(true);
  expect(slicesAreEmpty([0, 1])).toBe(false);
});
