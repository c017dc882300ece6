import { test } from 'node:test';
import assert from 'node:assert/strict';
import { qrTotalFor, spareFor } from './purchaseOrder';

test('spare is 4 % of the ordered quantity, rounded up', () => {
  const cases: Array<[ordered: number, spare: number]> = [
    [0, 0],
    [1, 1],
    [25, 1],
    [26, 2],
    [100, 4],
    [1000, 40],
    [1001, 41],
    [12_345, 494],
  ];
  for (const [ordered, spare] of cases) {
    assert.equal(spareFor(ordered), spare, `spare of ${ordered}`);
    assert.equal(qrTotalFor(ordered), ordered + spare, `total of ${ordered}`);
  }
});

test('a negative or fractional quantity is refused', () => {
  assert.throws(() => spareFor(-1), RangeError);
  assert.throws(() => spareFor(1.5), RangeError);
});
