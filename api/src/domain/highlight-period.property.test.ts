// Properties of the series buckets over every range of the sane window
// (2000-01-01 .. today + 1 year): buckets are in order, contiguous, cover
// start..end exactly, match their count, and a range too long for its mode is
// refused rather than walked.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { HighlightMode } from '@qrguard/shared-api/contract';
import { daysOf, windowDay, windowRange } from '../fuzz/days';
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

const MODES: HighlightMode[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'CUSTOM'];
const mode = fc.constantFrom(...MODES);
/** Ranges that fit every mode but DAILY, and short ones that fit DAILY too. */
const range = fc.oneof(windowRange(62), windowRange(MAX_BUCKETS), windowRange(20 * 366));

/** The keys a day holds in a mode's grain: its 24 hours for DAILY, the day itself otherwise. */
const keysOf = (m: HighlightMode, day: string) =>
  m === 'DAILY' ? Array.from({ length: 24 }, (_, h) => `${day} ${String(h).padStart(2, '0')}:00`) : [day];

test('in-window ranges give ordered, contiguous buckets that cover start..end, or a RangeError when too many', () => {
  fc.assert(
    fc.property(mode, range, (m, { start, end }) => {
      const count = bucketCount(m, start, end);
      if (count > MAX_BUCKETS) {
        assert.throws(() => periodBuckets(m, start, end), RangeError);
        return;
      }
      const buckets = periodBuckets(m, start, end);
      assert.equal(buckets.length, count, 'bucketCount matches the buckets built');
      assert.equal(buckets[0]!.from, keysOf(m, start)[0], 'the first bucket starts at start (clipped)');
      for (let i = 1; i < buckets.length; i++) assert.ok(buckets[i - 1]!.from < buckets[i]!.from, 'strictly ordered');
      // Every key of every day of the range falls in a bucket; the key before start in none.
      const days = daysOf(start, end);
      for (const day of [days[0]!, days[days.length - 1]!, days[days.length >> 1]!]) {
        for (const key of keysOf(m, day)) {
          const i = bucketIndex(buckets, key);
          assert.ok(i >= 0 && buckets[i]!.from <= key && (i + 1 === buckets.length || buckets[i + 1]!.from > key));
        }
      }
      assert.equal(bucketIndex(buckets, keysOf(m, addDays(start, -1))[0]!), -1);
      // The last bucket starts inside the range.
      assert.ok(buckets[buckets.length - 1]!.from.slice(0, 10) <= end);
    }),
  );
});

test('contiguity: each next bucket starts where the calendar says', () => {
  fc.assert(
    fc.property(mode, windowRange(400), (m, { start, end }) => {
      if (bucketCount(m, start, end) > MAX_BUCKETS) return;
      const from = periodBuckets(m, start, end).map((b) => b.from);
      for (let i = 1; i < from.length; i++) {
        const [prev, next] = [from[i - 1]!, from[i]!];
        if (m === 'DAILY') {
          const [pd, ph] = [prev.slice(0, 10), Number(prev.slice(11, 13))];
          assert.equal(next, ph === 23 ? `${addDays(pd)} 00:00` : `${pd} ${String(ph + 1).padStart(2, '0')}:00`);
        } else if (m === 'WEEKLY' || m === 'CUSTOM') assert.equal(next, addDays(prev));
        else if (m === 'YEARLY') assert.equal(next, nextMonth(prev));
        else assert.ok(['01', '08', '15', '22', '29'].includes(next.slice(8)), `MONTHLY bucket at ${next}`);
      }
    }),
  );
});

test('a day that is not YYYY-MM-DD is refused at once, never walked', () => {
  const odd = fc.oneof(
    fc.constantFrom('+010000-01-01', '10000-01-01', '0000-01-01x', '', '2026-1-1', '9999-12-31T00:00'),
    fc.string({ maxLength: 20 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)),
  );
  fc.assert(
    fc.property(mode, odd, windowDay(), fc.boolean(), (m, bad, good, badFirst) => {
      const [start, end] = badFirst ? [bad, good] : [good, bad];
      assert.throws(() => periodBuckets(m, start, end), RangeError);
    }),
  );
});

test('splitByMonths covers from..to exactly once with whole months in the middle', () => {
  fc.assert(
    fc.property(windowRange(3 * 366), ({ start, end }) => {
      const split = splitByMonths(start, end);
      const seen = new Map<string, number>();
      const mark = (day: string) => seen.set(day, (seen.get(day) ?? 0) + 1);
      for (const part of split.days) for (const day of daysOf(part.from, part.to)) mark(day);
      if (split.months) {
        assert.ok(split.months.from.endsWith('-01') && split.months.to.endsWith('-01'));
        for (let month = split.months.from; month <= split.months.to; month = nextMonth(month)) {
          for (const day of daysOf(month, addDays(nextMonth(month), -1))) mark(day);
        }
      }
      const want = daysOf(start, end);
      assert.equal(seen.size, want.length);
      for (const day of want) assert.equal(seen.get(day), 1, day);
    }),
  );
});

test('addDays and daysBetween agree', () => {
  fc.assert(
    fc.property(windowDay(), fc.integer({ min: 0, max: 5000 }), (day, n) => {
      assert.equal(daysBetween(day, addDays(day, n)), n + 1);
      assert.equal(addDays(addDays(day, n), -n), day);
    }),
  );
});
