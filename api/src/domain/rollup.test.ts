import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RollupAccumulator, type RollupDims } from './rollup';

const dims = (over: Partial<RollupDims> = {}): RollupDims => ({
  actor: 'customer',
  result: 'Success',
  verdict: 'valid',
  reason: '',
  customerType: 'Web',
  variantId: 1,
  labelMakerId: 1,
  oilMakerId: 1,
  bottleMakerId: 1,
  ...over,
});

test('deltas are summed per key and grain, in the business time zone', () => {
  const acc = new RollupAccumulator('Asia/Jakarta');
  const steps: Array<[instant: string, d: RollupDims, n?: number]> = [
    ['2026-03-01T01:05:00Z', dims()],
    ['2026-03-01T01:55:00Z', dims()], // same local hour 08:00
    ['2026-03-01T02:10:00Z', dims()], // next hour, same day
    ['2026-03-01T17:10:00Z', dims()], // 00:10 on 2 March in Jakarta
    ['2026-03-01T01:05:00Z', dims({ verdict: 'expired' })],
    ['2026-03-01T01:05:00Z', dims({ actor: 'provider', result: 'Issued', verdict: '', customerType: '' }), 104],
  ];
  for (const [at, d, n] of steps) acc.add(new Date(at), d, n);
  const { hourly, daily } = acc.rows();
  const compact = (rows: typeof hourly) =>
    rows.map((r) => `${r.bucket} ${r.actor} ${r.result} ${r.verdict || '-'} ${r.count}`);
  assert.deepEqual(compact(hourly), [
    '2026-03-01 08:00:00 customer Success expired 1',
    '2026-03-01 08:00:00 customer Success valid 2',
    '2026-03-01 08:00:00 provider Issued - 104',
    '2026-03-01 09:00:00 customer Success valid 1',
    '2026-03-02 00:00:00 customer Success valid 1',
  ]);
  assert.deepEqual(compact(daily), [
    '2026-03-01 customer Success expired 1',
    '2026-03-01 customer Success valid 3',
    '2026-03-01 provider Issued - 104',
    '2026-03-02 customer Success valid 1',
  ]);
  const total = (rows: typeof hourly) => rows.reduce((s, r) => s + r.count, 0);
  assert.equal(total(hourly), total(daily), 'both grains hold the same facts');
});

test('every dimension separates rows', () => {
  const acc = new RollupAccumulator('UTC');
  const at = new Date('2026-01-01T00:00:00Z');
  const variants: Partial<RollupDims>[] = [
    {},
    { reason: 'Lainnya' },
    { customerType: 'HSO' },
    { variantId: 2 },
    { labelMakerId: 2 },
    { oilMakerId: 2 },
    { bottleMakerId: 2 },
    { actor: 'enforcement' },
    { result: 'Not Found' },
  ];
  for (const v of variants) acc.add(at, dims(v));
  assert.equal(acc.rows().daily.length, variants.length);
  assert.equal(acc.size, variants.length);
});

test('facts before hourlySince are counted by day only; merged totals add up', () => {
  const since = new Date('2026-03-01T00:00:00Z');
  const acc = new RollupAccumulator('Asia/Jakarta', since);
  acc.add(new Date('2026-02-28T23:00:00Z'), dims());
  acc.add(new Date('2026-03-01T00:30:00Z'), dims());
  const rows = acc.rows();
  assert.deepEqual(
    rows.hourly.map((r) => r.bucket),
    ['2026-03-01 07:00:00'],
  );
  assert.deepEqual(
    rows.daily.map((r) => [r.bucket, r.count]),
    [['2026-03-01', 2]],
  );
  const totals = new RollupAccumulator('Asia/Jakarta');
  totals.merge(rows);
  totals.merge(rows);
  assert.deepEqual(
    totals.rows().daily.map((r) => r.count),
    [4],
  );
  assert.deepEqual(
    totals.rows().hourly.map((r) => r.count),
    [2],
  );
});
