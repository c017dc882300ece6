import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mulberry32 } from './prng';

test('the same seed gives the same sequence; another seed another one', () => {
  const a = mulberry32(42);
  const b = mulberry32(42);
  const c = mulberry32(43);
  const seqA = Array.from({ length: 5 }, () => a.next());
  assert.deepEqual(
    seqA,
    Array.from({ length: 5 }, () => b.next()),
  );
  assert.notDeepEqual(
    seqA,
    Array.from({ length: 5 }, () => c.next()),
  );
});

test('helpers stay in their ranges, table-driven', () => {
  const rng = mulberry32(7);
  const cases: Array<[name: string, draw: () => number, min: number, max: number]> = [
    ['next', () => rng.next(), 0, 0.999999999],
    ['int 1..6', () => rng.int(1, 6), 1, 6],
    ['int -3..-1', () => rng.int(-3, -1), -3, -1],
    ['pick', () => rng.pick([10, 20, 30]), 10, 30],
    [
      'weighted',
      () =>
        rng.weighted([
          [1, 1],
          [2, 3],
        ] as const),
      1,
      2,
    ],
  ];
  for (const [name, draw, min, max] of cases) {
    for (let i = 0; i < 2000; i++) {
      const v = draw();
      assert.ok(v >= min && v <= max, `${name}: ${v}`);
    }
  }
  assert.throws(() => rng.pick([]), RangeError);
});

test('weights and chances are honoured over many draws', () => {
  const rng = mulberry32(1);
  let heavy = 0;
  let yes = 0;
  const n = 20_000;
  for (let i = 0; i < n; i++) {
    if (
      rng.weighted([
        ['a', 1],
        ['b', 3],
      ] as const) === 'b'
    )
      heavy++;
    if (rng.chance(0.1)) yes++;
  }
  assert.ok(Math.abs(heavy / n - 0.75) < 0.02, `b drawn ${heavy / n}`);
  assert.ok(Math.abs(yes / n - 0.1) < 0.01, `chance ${yes / n}`);
  const mean = Array.from({ length: n }, () => rng.normal(10, 2)).reduce((s, v) => s + v, 0) / n;
  assert.ok(Math.abs(mean - 10) < 0.1, `normal mean ${mean}`);
});
