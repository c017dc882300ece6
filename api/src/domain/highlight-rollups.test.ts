import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RollupRow } from './rollup';
import { companyRollups, monthlyRollups, monthOf } from './highlight-rollups';

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

const brief = (rows: RollupRow[]) =>
  rows.map((r) => [
    r.bucket,
    r.actor,
    r.result,
    r.verdict,
    r.reason,
    r.customerType,
    r.variantId,
    r.oilMakerId,
    r.count,
  ]);

test('monthly: daily rows summed per month and dimension set, in key order', () => {
  assert.equal(monthOf('2026-03-18'), '2026-03-01');
  const monthly = monthlyRollups([
    row('2026-03-18', 1, 2),
    row('2026-02-10', 1, 1),
    row('2026-03-01', 1, 5),
    row('2026-03-02', 2, 7),
  ]);
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

const batch = [
  row('2026-03-18', 1, 2),
  row('2026-03-18', 1, 3, { customerType: 'MPM' }),
  row('2026-03-18', 1, 1, { customerType: 'HSO', oilMakerId: 8 }),
  row('2026-03-18', 1, 4, { verdict: 'inactive' }),
  row('2026-03-18', 1, 5, { actor: 'enforcement' }),
  row('2026-03-18', 1, 6, {
    actor: 'system',
    result: 'Suspect',
    verdict: '',
    customerType: '',
    reason: 'Scan lebih dari 5 kali',
  }),
  row('2026-03-18', 0, 1, { result: 'Report', verdict: '', customerType: '', reason: 'Lainnya' }),
  row('2026-03-17', 2, 1, { actor: 'label_maker', result: 'Success', verdict: '', customerType: '' }),
];

test('company rollups: customer types summed away, companies kept, other actors left out', () => {
  assert.deepEqual(brief(companyRollups(batch)), [
    ['2026-03-17', 'label_maker', 'Success', '', '', '', 2, 2, 1],
    ['2026-03-18', 'customer', 'Report', '', 'Lainnya', '', 0, 2, 1],
    ['2026-03-18', 'customer', 'Success', 'inactive', '', '', 1, 2, 4],
    ['2026-03-18', 'customer', 'Success', 'valid', '', '', 1, 2, 5],
    ['2026-03-18', 'customer', 'Success', 'valid', '', '', 1, 8, 1],
  ]);
});
