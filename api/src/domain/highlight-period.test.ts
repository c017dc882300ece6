import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  addDays,
  bucketCount,
  bucketIndex,
  daysBetween,
  MAX_BUCKETS,
  nextMonth,
  periodBuckets,
  splitByMonths,
} from './highlight-period';

const periods = (...args: Parameters<typeof periodBuckets>) => periodBuckets(...args).map((b) => b.period);

describe('calendar helpers', () => {
  test('days and months roll over years and leap days', () => {
    for (const [day, n, expected] of [
      ['2024-02-28', 1, '2024-02-29'],
      ['2023-02-28', 1, '2023-03-01'],
      ['2025-12-31', 1, '2026-01-01'],
      ['2026-03-01', -1, '2026-02-28'],
    ] as const)
      assert.equal(addDays(day, n), expected, `${day} ${n}`);
    assert.equal(nextMonth('2025-12-15'), '2026-01-01');
    assert.equal(nextMonth('2026-01-31'), '2026-02-01');
    assert.equal(daysBetween('2026-03-01', '2026-03-01'), 1);
    assert.equal(daysBetween('2024-01-01', '2024-12-31'), 366);
    assert.equal(daysBetween('2026-03-02', '2026-03-01'), 0);
  });
});

describe('buckets per mode', () => {
  const cases: {
    name: string;
    mode: Parameters<typeof periodBuckets>[0];
    start: string;
    end: string;
    expected: string[];
  }[] = [
    {
      name: 'WEEKLY: one per day',
      mode: 'WEEKLY',
      start: '2026-03-12',
      end: '2026-03-18',
      expected: ['2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18'],
    },
    {
      name: 'CUSTOM: one per day, one day',
      mode: 'CUSTOM',
      start: '2026-03-18',
      end: '2026-03-18',
      expected: ['2026-03-18'],
    },
    {
      name: 'MONTHLY: days 1-7, 8-14, 15-21, 22-28, 29-end',
      mode: 'MONTHLY',
      start: '2026-03-01',
      end: '2026-03-31',
      expected: ['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29'],
    },
    {
      name: 'MONTHLY: This Month up to today is clipped',
      mode: 'MONTHLY',
      start: '2026-03-01',
      end: '2026-03-18',
      expected: ['2026-03-01', '2026-03-08', '2026-03-15'],
    },
    {
      name: 'MONTHLY: a 28-day February has no fifth bucket',
      mode: 'MONTHLY',
      start: '2026-02-01',
      end: '2026-02-28',
      expected: ['2026-02-01', '2026-02-08', '2026-02-15', '2026-02-22'],
    },
    {
      name: 'MONTHLY: leap February has a one-day fifth bucket',
      mode: 'MONTHLY',
      start: '2024-02-20',
      end: '2024-03-02',
      expected: ['2024-02-20', '2024-02-22', '2024-02-29', '2024-03-01'],
    },
    {
      name: 'MONTHLY: a range starting mid-bucket starts there',
      mode: 'MONTHLY',
      start: '2026-01-10',
      end: '2026-01-16',
      expected: ['2026-01-10', '2026-01-15'],
    },
    {
      name: 'YEARLY: one per month',
      mode: 'YEARLY',
      start: '2026-01-01',
      end: '2026-03-18',
      expected: ['2026-01-01', '2026-02-01', '2026-03-01'],
    },
    {
      name: 'YEARLY: clipped at a mid-month start, across a year end',
      mode: 'YEARLY',
      start: '2025-11-15',
      end: '2026-01-02',
      expected: ['2025-11-15', '2025-12-01', '2026-01-01'],
    },
  ];
  for (const c of cases)
    test(c.name, () => {
      assert.deepEqual(periods(c.mode, c.start, c.end), c.expected);
      assert.equal(bucketCount(c.mode, c.start, c.end), c.expected.length);
    });

  test('DAILY: 24 hourly buckets per day, "YYYY-MM-DD HH:00"', () => {
    const day = periods('DAILY', '2026-03-18', '2026-03-18');
    assert.equal(day.length, 24);
    assert.equal(day[0], '2026-03-18 00:00');
    assert.equal(day[23], '2026-03-18 23:00');
    assert.equal(bucketCount('DAILY', '2026-03-17', '2026-03-18'), 48);
  });

  test('an empty range has no bucket', () => {
    assert.deepEqual(periodBuckets('WEEKLY', '2026-03-19', '2026-03-18'), []);
    assert.equal(bucketCount('MONTHLY', '2026-03-19', '2026-03-18'), 0);
  });

  test('counts the limit without building the buckets', () => {
    assert.ok(bucketCount('DAILY', '2026-01-01', '2026-03-03') <= MAX_BUCKETS, '62 days of hours fit');
    assert.ok(bucketCount('DAILY', '2026-01-01', '2026-03-04') > MAX_BUCKETS, '63 days do not');
    assert.ok(bucketCount('CUSTOM', '2022-01-01', '2026-02-08') <= MAX_BUCKETS);
    assert.ok(bucketCount('CUSTOM', '2022-01-01', '2026-02-09') > MAX_BUCKETS);
    assert.ok(bucketCount('MONTHLY', '1000-01-01', '9999-12-31') > MAX_BUCKETS);
    assert.equal(bucketCount('YEARLY', '2000-01-01', '2025-12-31'), 312);
  });
});

describe('bucketIndex', () => {
  const buckets = periodBuckets('MONTHLY', '2026-03-01', '2026-03-31');
  test('finds the bucket a day or month key falls in', () => {
    for (const [key, index] of [
      ['2026-03-01', 0],
      ['2026-03-07', 0],
      ['2026-03-08', 1],
      ['2026-03-28', 3],
      ['2026-03-31', 4],
      ['2026-02-28', -1],
    ] as const)
      assert.equal(bucketIndex(buckets, key), index, key);
  });
  test('hourly keys find their hour', () => {
    const hours = periodBuckets('DAILY', '2026-03-18', '2026-03-19');
    assert.equal(bucketIndex(hours, '2026-03-19 07:00'), 31);
  });
});

describe('splitByMonths: whole months from the monthly grain, edges from the daily one', () => {
  const cases: { range: [string, string]; expected: ReturnType<typeof splitByMonths> }[] = [
    { range: ['2026-03-01', '2026-03-18'], expected: { days: [{ from: '2026-03-01', to: '2026-03-18' }] } },
    { range: ['2026-03-01', '2026-03-31'], expected: { days: [], months: { from: '2026-03-01', to: '2026-03-01' } } },
    {
      range: ['2025-01-01', '2025-12-31'],
      expected: { days: [], months: { from: '2025-01-01', to: '2025-12-01' } },
    },
    {
      range: ['2025-03-19', '2026-03-18'],
      expected: {
        days: [
          { from: '2025-03-19', to: '2025-03-31' },
          { from: '2026-03-01', to: '2026-03-18' },
        ],
        months: { from: '2025-04-01', to: '2026-02-01' },
      },
    },
    { range: ['2026-02-10', '2026-03-05'], expected: { days: [{ from: '2026-02-10', to: '2026-03-05' }] } },
    { range: ['2026-03-05', '2026-03-01'], expected: { days: [] } },
  ];
  for (const c of cases)
    test(`${c.range[0]}..${c.range[1]}`, () => assert.deepEqual(splitByMonths(...c.range), c.expected));
});

describe('the end of the calendar', () => {
  test('ranges at year 9999 end (they once looped forever: "+010000-01-01" < "9999-12-31" as text)', () => {
    for (const mode of ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'CUSTOM'] as const) {
      assert.ok(bucketCount(mode, '9999-12-30', '9999-12-31') <= 48, mode);
      assert.ok(periodBuckets(mode, '9999-12-30', '9999-12-31').length <= 48, mode);
    }
  });

  test('a day that is not YYYY-MM-DD, or too many buckets, is refused instead of walked', () => {
    assert.throws(() => periodBuckets('DAILY', '+010000-01-01', '+010000-01-02'), RangeError);
    assert.throws(() => periodBuckets('DAILY', '2000-01-01', '2026-01-01'), RangeError);
  });
});
