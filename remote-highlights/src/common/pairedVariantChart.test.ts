import { pairedVariantChart } from './pairedVariantChart';
import { reasonVariantName, variantKeysOf, variantName } from './variantNames';

const variants = [
  { id: 1, name: 'MPX 1' },
  { id: 2, name: 'SPX2' },
];

describe('variant keys', () => {
  it('finds the variants of the rows in order of appearance', () => {
    expect(
      variantKeysOf(
        [
          { period: 'a', activate_MPX1: 1, totalscan_MPX1: 2, activate_SPX2: 0 },
          { period: 'b', totalscan_X9: 1 },
        ],
        ['activate', 'totalscan'],
      ),
    ).toEqual(['MPX1', 'SPX2', 'X9']);
  });

  it('names a key by the master list (spaces removed), or by itself', () => {
    expect(variantName('MPX1', variants)).toBe('MPX 1');
    expect(variantName('X9', variants)).toBe('X9');
    expect(reasonVariantName('mpx1', variants)).toBe('MPX 1');
    expect(reasonVariantName('unknown', variants)).toBe('Unknown');
    expect(reasonVariantName('x9', variants)).toBe('X9');
  });
});

describe('pairedVariantChart', () => {
  it('makes two stacks per period, each variant in the same colour in both', () => {
    const chart = pairedVariantChart(
      [
        { period: '2026-03-18 08:00', activate_MPX1: 1, totalscan_MPX1: 4, activate_SPX2: 2, totalscan_SPX2: 3 },
        { period: '2026-03-18 09:00', activate_MPX1: 0, totalscan_MPX1: 1 },
      ],
      [
        { prefix: 'activate', label: 'Active' },
        { prefix: 'totalscan', label: 'Scan', opacity: 0.45 },
      ],
      'DAILY',
      variants,
    );
    expect(chart.categories).toEqual(['08:00', '09:00']);
    expect(chart.stacked).toBe(true);
    expect(chart.series.map(({ name, group, data, color }) => ({ name, group, data, color }))).toEqual([
      { name: 'MPX 1 Active', group: 'Active', data: [1, 0], color: '#1677ff' },
      { name: 'SPX2 Active', group: 'Active', data: [2, 0], color: '#fa8c16' },
      { name: 'MPX 1 Scan', group: 'Scan', data: [4, 1], color: '#1677ff' },
      // a key missing from a row counts 0
      { name: 'SPX2 Scan', group: 'Scan', data: [3, 0], color: '#fa8c16' },
    ]);
  });

  it('sums to the cards: every Active value adds up to Total Active', () => {
    const rows = [
      { period: '2026-03-12', activate_MPX1: 5, totalscan_MPX1: 9 },
      { period: '2026-03-13', activate_MPX1: 7, totalscan_MPX1: 8 },
    ];
    const chart = pairedVariantChart(rows, [{ prefix: 'activate', label: 'Active' }], 'WEEKLY', []);
    expect(chart.categories).toEqual(['Thu, 12 Mar', 'Fri, 13 Mar']);
    expect(chart.series.flatMap((s) => s.data).reduce((a, b) => a + b, 0)).toBe(12);
  });
});
