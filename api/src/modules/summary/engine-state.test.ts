// The channel rollup of a batch (migration 350): customer scans only, summed
// per month, channel, result and verdict, in key order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RollupRow } from '../../domain/rollup';
import { channelRollups } from './engine-state';
import { summaryTable } from './figures';

const row = (o: Partial<RollupRow>): RollupRow => ({
  bucket: '2025-06-10',
  actor: 'customer',
  result: 'Success',
  verdict: 'valid',
  reason: '',
  customerType: 'Web',
  variantId: 1,
  labelMakerId: 1,
  oilMakerId: 1,
  bottleMakerId: 1,
  count: 1,
  ...o,
});

test('customer scans summed per month and channel, reports and other actors left out', () => {
  assert.deepEqual(
    channelRollups([
      row({ bucket: '2025-07-01', customerType: 'HSO' }),
      row({ count: 2 }),
      row({ bucket: '2025-06-30', variantId: 2, count: 3 }),
      row({ result: 'Not Found', verdict: '', variantId: 0 }),
      row({ result: 'Report', verdict: '', customerType: '', reason: 'Lainnya' }),
      row({ actor: 'label_maker', verdict: '', customerType: '' }),
      row({ customerType: 'Daya Motor', verdict: 'inactive' }),
    ]),
    [
      { bucket: '2025-06-01', customerType: 'Daya Motor', result: 'Success', verdict: 'inactive', count: 1 },
      { bucket: '2025-06-01', customerType: 'Web', result: 'Not Found', verdict: '', count: 1 },
      { bucket: '2025-06-01', customerType: 'Web', result: 'Success', verdict: 'valid', count: 5 },
      { bucket: '2025-07-01', customerType: 'HSO', result: 'Success', verdict: 'valid', count: 1 },
    ],
  );
});

test('a section: twelve months, zeros included; an unlisted group counts in the Total column only', () => {
  const table = summaryTable({
    year: 2025,
    firstYear: 2021,
    groups: [{ key: 'A', name: 'A' }],
    zero: () => ({ total: 0 }),
    facts: [
      { month: 2, group: 'A', figures: { total: 3 } },
      { month: 2, group: 'GONE', figures: { total: 1 } },
      { month: 12, group: null, figures: { total: 2 } },
    ],
  });
  assert.equal(table.rows.length, 12);
  assert.deepEqual(table.rows[1], { month: 2, total: { total: 4 }, groups: { A: { total: 3 } } });
  assert.deepEqual(table.rows[0], { month: 1, total: { total: 0 }, groups: { A: { total: 0 } } });
  assert.deepEqual(table.total, { total: { total: 6 }, groups: { A: { total: 3 } } });
});
