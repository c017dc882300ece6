// The pure pieces of Consumer Insight's rollups: bands, places, weekdays.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cityKey, isoWeekday, monthlyRows, repeatBand, shelfBand } from './facts';

const DAY = 86_400_000;

test('repeat bands: 1, 2, 3-5, 6+; none for no scans', () => {
  assert.deepEqual([0, 1, 2, 3, 5, 6, 40].map(repeatBand), [null, '1', '2', '3-5', '3-5', '6+', '6+']);
});

test('shelf bands at their edges; unfilled when never filled or filled after the scan', () => {
  const filled = new Date('2025-01-10T03:00:00Z');
  const after = (days: number, ms = 0) => new Date(filled.getTime() + days * DAY + ms);
  assert.deepEqual(
    [after(0), after(7, -1), after(7), after(30), after(90), after(180), after(364), after(365)].map((at) =>
      shelfBand(filled, at),
    ),
    ['lt7', 'lt7', '7-29', '30-89', '90-179', '180-364', '180-364', '365+'],
  );
  assert.equal(shelfBand(null, after(3)), 'unfilled');
  assert.equal(shelfBand(after(1), filled), 'unfilled');
});

test('places: the nearest known city within 150 km, Other farther, "" when not located', () => {
  assert.equal(cityKey(-6.2, 106.85), 'Jakarta');
  assert.equal(cityKey(-7.25, 112.75), 'Surabaya');
  assert.equal(cityKey(-0.5, 130.0), 'Other');
  assert.equal(cityKey(null, null), '');
  assert.equal(cityKey(0, 0), '');
});

test('ISO weekdays: 1 Monday .. 7 Sunday', () => {
  assert.deepEqual(['2025-03-03', '2025-03-08', '2025-03-09'].map(isoWeekday), [1, 6, 7]);
});

test('monthly rows sum the days of each month', () => {
  assert.deepEqual(
    monthlyRows([
      { fact: 'hour', bucket: '2025-03-03', variantId: 1, key: '08', count: 2 },
      { fact: 'hour', bucket: '2025-03-31', variantId: 1, key: '08', count: 3 },
      { fact: 'hour', bucket: '2025-04-01', variantId: 1, key: '08', count: 1 },
      { fact: 'repeat', bucket: '2025-04-02', variantId: 1, key: '1', count: 1 },
      { fact: 'repeat', bucket: '2025-04-09', variantId: 1, key: '1', count: -1 },
    ]),
    [
      { fact: 'hour', bucket: '2025-03-01', variantId: 1, key: '08', count: 5 },
      { fact: 'hour', bucket: '2025-04-01', variantId: 1, key: '08', count: 1 },
    ],
  );
});
