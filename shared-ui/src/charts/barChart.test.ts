import type { ApexOptions } from 'apexcharts';
import { barChartIsEmpty, barChartSpec, periodBarChart, type PeriodBarSeries } from './barChart';

const yLabel = (options: ApexOptions, value: number) =>
  (options.yaxis as { labels: { formatter: (v: number) => string } }).labels.formatter(value);

describe('barChartSpec', () => {
  it('draws grouped bars side by side by default', () => {
    const spec = barChartSpec({
      categories: ['Week 1', 'Week 2'],
      series: [
        { name: 'Scan', data: [10, 20] },
        { name: 'Valid', data: [8, 15] },
        { name: 'Report', data: [1, 0] },
      ],
    });
    expect(spec.type).toBe('bar');
    expect(spec.series).toEqual([
      { name: 'Scan', data: [10, 20] },
      { name: 'Valid', data: [8, 15] },
      { name: 'Report', data: [1, 0] },
    ]);
    expect(spec.options.chart?.stacked).toBe(false);
    expect(spec.options.xaxis?.categories).toEqual(['Week 1', 'Week 2']);
    expect(spec.options.plotOptions?.bar?.horizontal).toBe(false);
  });

  it('stacks series in one stack per group, a variant keeping its colour in both', () => {
    const spec = barChartSpec({
      categories: ['09:00'],
      stacked: true,
      series: [
        { name: 'MPX1 Active', data: [3], group: 'Active', color: '#111111' },
        { name: 'MPX1 Scan', data: [5], group: 'Scan', color: '#111111', opacity: 0.5 },
      ],
    });
    expect(spec.options.chart?.stacked).toBe(true);
    expect(spec.series).toEqual([
      { name: 'MPX1 Active', data: [3], group: 'Active' },
      { name: 'MPX1 Scan', data: [5], group: 'Scan' },
    ]);
    expect(spec.options.colors).toEqual(['#111111', '#111111']);
    expect(spec.options.fill?.opacity).toEqual([1, 0.5]);
  });

  it('lays horizontal stacked bars along the x axis', () => {
    const spec = barChartSpec({
      categories: ['Segel terbuka', 'Lainnya'],
      stacked: true,
      horizontal: true,
      series: [{ name: 'MPX1', data: [1200, 3] }],
    });
    expect(spec.options.plotOptions?.bar?.horizontal).toBe(true);
    const xFormatter = (spec.options.xaxis as { labels: { formatter: (v: number) => string } }).labels.formatter;
    expect(xFormatter(1200)).toBe('1,200');
  });

  it('writes axis values and tooltips with comma thousands', () => {
    const spec = barChartSpec({ categories: ['a'], series: [{ name: 'Scan', data: [1234567] }] });
    expect(yLabel(spec.options, 1234567)).toBe('1,234,567');
    const tooltip = spec.options.tooltip?.y as { formatter: (v: number) => string };
    expect(tooltip.formatter(1234567)).toBe('1,234,567');
  });

  it('gives each series the colour of its position unless it names one', () => {
    const spec = barChartSpec({
      categories: ['a'],
      series: [
        { name: 'A', data: [1] },
        { name: 'B', data: [1], color: '#000000' },
      ],
    });
    expect(spec.options.colors).toEqual(['#1677ff', '#000000']);
  });
});

describe('barChartIsEmpty', () => {
  it('is empty without categories or when every value is 0', () => {
    expect(barChartIsEmpty({ categories: [], series: [] })).toBe(true);
    expect(barChartIsEmpty({ categories: ['a', 'b'], series: [{ name: 'Scan', data: [0, 0] }] })).toBe(true);
    expect(barChartIsEmpty({ categories: ['a', 'b'], series: [{ name: 'Scan', data: [0, 1] }] })).toBe(false);
  });
});

describe('periodBarChart', () => {
  type Row = { period: string; scan: number; report: number };
  const rows: Row[] = [
    { period: '2026-03-01', scan: 7000, report: 25 },
    { period: '2026-03-08', scan: 5000, report: 15 },
  ];
  const series: PeriodBarSeries<Row>[] = [
    { name: 'Scan', value: (r) => r.scan, color: '#1677ff' },
    { name: 'Report', value: (r) => r.report, color: '#f5222d' },
  ];
  const twoSeries = [
    { name: 'Scan', data: [7000, 5000], color: '#1677ff' },
    { name: 'Report', data: [25, 15], color: '#f5222d' },
  ];

  it.each([
    {
      what: 'labels MONTHLY periods by week, side by side by default',
      rows,
      mode: 'MONTHLY' as const,
      series,
      options: undefined,
      expected: { categories: ['Week 1', 'Week 2'], stacked: false, series: twoSeries },
    },
    {
      what: 'stacks when asked',
      rows,
      mode: 'CUSTOM' as const,
      series,
      options: { stacked: true },
      expected: { categories: ['01 Mar 26', '08 Mar 26'], stacked: true, series: twoSeries },
    },
    {
      what: 'keeps the order of the series given',
      rows: rows.slice(0, 1),
      mode: 'YEARLY' as const,
      series: [...series].reverse(),
      options: { stacked: false },
      expected: {
        categories: ['Mar'],
        stacked: false,
        series: [
          { name: 'Report', data: [25], color: '#f5222d' },
          { name: 'Scan', data: [7000], color: '#1677ff' },
        ],
      },
    },
    {
      what: 'has no categories and empty series without rows',
      rows: [],
      mode: 'DAILY' as const,
      series,
      options: undefined,
      expected: {
        categories: [],
        stacked: false,
        series: [
          { name: 'Scan', data: [], color: '#1677ff' },
          { name: 'Report', data: [], color: '#f5222d' },
        ],
      },
    },
  ])('$what', ({ rows: input, mode, series: fields, options, expected }) => {
    expect(periodBarChart(input, mode, fields, options)).toEqual(expected);
  });

  it('is empty to barChartIsEmpty when every value is 0', () => {
    const zero = rows.map((r) => ({ ...r, scan: 0, report: 0 }));
    expect(barChartIsEmpty(periodBarChart(zero, 'MONTHLY', series))).toBe(true);
    expect(barChartIsEmpty(periodBarChart(rows, 'MONTHLY', series))).toBe(false);
  });
});
