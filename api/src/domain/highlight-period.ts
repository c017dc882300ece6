// The buckets of a highlight series (contract/highlight.ts, HighlightMode):
// DAILY one per hour of each day, WEEKLY and CUSTOM one per day, MONTHLY days
// 1-7, 8-14, 15-21, 22-28 and 29-end of each month ("Week N"), YEARLY one per
// calendar month. Buckets are clipped to start..end, every one is present
// (zeros included), each named by its first instant in business-local time.
// Pure calendar arithmetic on "YYYY-MM-DD" days: the rollups are already cut
// in the business time zone, so no zone offsets are involved here.
import type { HighlightMode } from '@qrguard/shared-api/contract';

/** A series never has more buckets than this (e.g. DAILY over 62 days, CUSTOM over about 4 years). */
export const MAX_BUCKETS = 1500;

export interface Bucket {
  /** What the API sends: "YYYY-MM-DD HH:00" for DAILY, "YYYY-MM-DD" otherwise. */
  period: string;
  /**
   * The first rollup key inside the bucket, comparable as text with the keys
   * the rows carry: "YYYY-MM-DD HH:00" (hourly grain) or "YYYY-MM-DD" (daily
   * and monthly grains).
   */
  from: string;
}

const DAY_MS = 86_400_000;
// Every walk below also stops when a day stops being YYYY-MM-DD: after
// 9999-12-31 comes "+010000-01" (or "10000-01-01"), which compares as text
// below "9999-12-31" and would never end the loop.
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day after (or `n` days after) a "YYYY-MM-DD" day. */
export const addDays = (day: string, n = 1): string => fromMs(toMs(day) + n * DAY_MS);

/** Days from start to end, both included (0 when end is before start). */
export const daysBetween = (start: string, end: string): number =>
  Math.max(0, Math.round((toMs(end) - toMs(start)) / DAY_MS) + 1);

/** The first day of the next month. */
export function nextMonth(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

const daysInMonth = (day: string): number =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();

/** The first day of the next MONTHLY bucket after the one holding `day` (8, 15, 22, 29, then next month's 1st). */
function nextWeekOfMonth(day: string): string {
  const d = Number(day.slice(8, 10));
  const next = (Math.floor((d - 1) / 7) + 1) * 7 + 1;
  // Days 29-end are one bucket; a 28-day February has none.
  if (next > 29 || next > daysInMonth(day)) return nextMonth(day);
  return `${day.slice(0, 8)}${String(next).padStart(2, '0')}`;
}

/** The number of buckets, counted without building them (so a huge range is refused cheaply). */
export function bucketCount(mode: HighlightMode, start: string, end: string): number {
  const days = daysBetween(start, end);
  if (days === 0) return 0;
  switch (mode) {
    case 'DAILY':
      return days * 24;
    case 'WEEKLY':
    case 'CUSTOM':
      return days;
    case 'MONTHLY':
    case 'YEARLY': {
      // At most one bucket per 7 days (MONTHLY) or per 28 days (YEARLY) plus the edges: walk only when small.
      const step = mode === 'MONTHLY' ? nextWeekOfMonth : nextMonth;
      const bound = mode === 'MONTHLY' ? Math.ceil(days / 7) * 2 : Math.ceil(days / 28) + 1;
      if (bound > MAX_BUCKETS * 4) return bound;
      let n = 0;
      for (let d = start; d <= end && DAY.test(d); d = step(d)) n++;
      return n;
    }
  }
}

/**
 * The buckets of start..end (inclusive days, start <= end) in time order.
 * The contract bounds the dates and the range (contract/dates.ts); this
 * refuses anything else rather than loop: past year 9999 a day is written
 * "+010000-01-01", which sorts before "9999-12-31" as text.
 */
export function periodBuckets(mode: HighlightMode, start: string, end: string): Bucket[] {
  const out: Bucket[] = [];
  if (!DAY.test(start) || !DAY.test(end)) throw new RangeError(`not a day between years 0 and 9999: ${start}..${end}`);
  if (start > end) return out;
  if (bucketCount(mode, start, end) > MAX_BUCKETS) throw new RangeError(`more than ${MAX_BUCKETS} buckets`);
  if (mode === 'DAILY') {
    for (let d = start; d <= end && DAY.test(d); d = addDays(d)) {
      for (let h = 0; h < 24; h++) {
        const key = `${d} ${String(h).padStart(2, '0')}:00`;
        out.push({ period: key, from: key });
      }
    }
    return out;
  }
  const step = mode === 'MONTHLY' ? nextWeekOfMonth : mode === 'YEARLY' ? nextMonth : (d: string) => addDays(d);
  // The first bucket starts at `start` (clipped); each next one at its natural boundary.
  for (let d = start; d <= end && DAY.test(d); d = step(d)) out.push({ period: d, from: d });
  return out;
}

/**
 * The index of the bucket a rollup key falls in (buckets in time order, key
 * not before the first bucket); -1 when it is before the first.
 */
export function bucketIndex(buckets: readonly Bucket[], key: string): number {
  let lo = 0;
  let hi = buckets.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (buckets[mid]!.from <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export interface GrainSplit {
  /** Day ranges read from the daily grain: the partial months at the edges. */
  days: { from: string; to: string }[];
  /** Whole months read from the monthly grain (bucket = first day), inclusive; absent when none. */
  months?: { from: string; to: string };
}

/**
 * Splits an inclusive day range into whole calendar months (monthly grain)
 * and the days around them (daily grain), so a year costs 12 monthly rows per
 * dimension set instead of 365 daily ones. Both parts together cover the
 * range exactly once.
 */
export function splitByMonths(from: string, to: string): GrainSplit {
  if (from > to) return { days: [] };
  const firstWhole = from.endsWith('-01') ? from : nextMonth(from);
  // The first day of the month after `to`, when `to` is its month's last day; else `to`'s month start.
  const afterTo = addDays(to);
  const endExclusive = afterTo.endsWith('-01') ? afterTo : `${to.slice(0, 7)}-01`;
  if (firstWhole >= endExclusive) return { days: [{ from, to }] };
  const days: { from: string; to: string }[] = [];
  if (from < firstWhole) days.push({ from, to: addDays(firstWhole, -1) });
  if (endExclusive <= to) days.push({ from: endExclusive, to });
  const lastMonth = `${addDays(endExclusive, -1).slice(0, 7)}-01`;
  return { days, months: { from: firstWhole, to: lastMonth } };
}
