import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RollupRow } from './rollup';
import { monthlyRollups, monthOf } from './rollup-monthly';

const row = (bucket: string, variantId: number, count: number): RollupRow => ({
  bucket,
  actor: 'customer',
  result: 'Success',
  verdict: 'valid',
  reason: '',
  customerType: 'Web',
  variantId,
  labelMakerId: 1,
  oilMakerId: 2,
  bottleMakerId: 3,
  count,
});

test('daily rows are summed per month and dimension set, in key order', () => {
  assert.equal(monthOf('2026-03-18'), '2026-03-01');
  const monthly = monthlyRollups([row('2026-03-18', 1, 2), row('2026-02-10', 1, 1), row('2026-03-01', 1, 5), row('2026-03-02', 2, 7)]);
  assert.deepEqual(
    monthly.map((r) => [r.bucket, r.variantId, r.count]),
    [
      ['2026-02-01', 1, 1],
      ['2026-03-01', 1, 7],
      ['2026-03-01', 2, 7],
    ],
  );
  assert.deepEqual(monthlyRollups([]), []);
});
