import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RollupRow } from './rollup';
import { monthlyRollups, monthOf, narrowRollups } from './highlight-rollups';

const row = (bucket: string, variantId: number, count: number, o: Partial<RollupRow> = {}): RollupRow => ({
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
  ...o,
});

test('monthly: daily rows summed per month and dimension set, in key order', () => {
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

test('narrow: customer types and companies summed away; other actors left out', () => {
  const narrow = narrowRollups([
    row('2026-03-18', 1, 2),
    row('2026-03-18', 1, 3, { customerType: 'MPM', labelMakerId: 9, oilMakerId: 8, bottleMakerId: 7 }),
    row('2026-03-18', 1, 4, { verdict: 'inactive' }),
    row('2026-03-18', 1, 5, { actor: 'enforcement' }),
    row('2026-03-18', 1, 6, { actor: 'system', result: 'Suspect', verdict: '', reason: 'Scan lebih dari 5 kali' }),
    row('2026-03-18', 0, 1, { result: 'Report', verdict: '', reason: 'Lainnya' }),
    row('2026-03-17', 2, 1, { actor: 'label_maker', result: 'Success', verdict: '' }),
  ]);
  assert.deepEqual(
    narrow.map((r) => [r.bucket, r.actor, r.result, r.verdict, r.reason, r.variantId, r.count]),
    [
      ['2026-03-17', 'label_maker', 'Success', '', '', 2, 1],
      ['2026-03-18', 'customer', 'Report', '', 'Lainnya', 0, 1],
      ['2026-03-18', 'customer', 'Success', 'inactive', '', 1, 4],
      ['2026-03-18', 'customer', 'Success', 'valid', '', 1, 5],
    ],
  );
});
