// The dates the API accepts, declared once for every route that takes them.
// A date filter is a real calendar day (and optional time) inside a sane
// window, 2000-01-01 to one year after today: nothing in the programme is
// older, nothing is planned further ahead, and a date past year 9999 once
// turned into "+010000-01-01" and sent a series into an endless loop.
// A query schema that takes a start and an end declares them with `dateRange`
// (below); the API's one validator checks the order and the longest range of
// each series mode, so no route repeats the check.
import { Type, type TSchema } from 'typebox';
import { Format } from 'typebox/format';
import type { FieldError } from './envelope';

export const DATE_WINDOW_FIRST_DAY = '2000-01-01';

/** The last day a date filter may name: one year after today (UTC; the window is generous, the zone does not matter). */
export function dateWindowLastDay(now: Date = new Date()): string {
  const d = new Date(now.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** "YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss" naming a moment that exists (no 2024-02-30, no 24:00:00). */
export function isRealDate(value: string): boolean {
  const m = SHAPE.exec(value);
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((p) => (p === undefined ? undefined : Number(p))) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60
  );
}

/** A real date between DATE_WINDOW_FIRST_DAY and dateWindowLastDay(now), both included. */
export function isDateInWindow(value: string, now: Date = new Date()): boolean {
  if (!isRealDate(value)) return false;
  const day = value.slice(0, 10);
  return day >= DATE_WINDOW_FIRST_DAY && day <= dateWindowLastDay(now);
}

/** The JSON-schema format name of a windowed date; registered with TypeBox's format registry below. */
export const DATE_IN_WINDOW_FORMAT = 'qrguard-date';
Format.Set(DATE_IN_WINDOW_FORMAT, (value) => isDateInWindow(value));

/** A date filter as sent by the client: YYYY-MM-DD, or with the client's " 00:00:00" / " 23:59:59". */
export const DateParam = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$',
  format: DATE_IN_WINDOW_FORMAT,
  maxLength: 19,
  description: `a real date YYYY-MM-DD, optionally followed by HH:mm:ss, from ${DATE_WINDOW_FIRST_DAY} to one year after today`,
});

/** The schema keyword that marks a query's date range (read by the API's validator). */
export const DATE_RANGE_KEYWORD = 'x-date-range';

export interface DateRangeRule {
  start: string;
  end: string;
  /** The property holding the series mode, when the range is cut into buckets. */
  mode?: string;
  /** The longest range, in days (start and end included), per mode value. */
  maxDays?: Readonly<Record<string, number>>;
}

/** Marks `schema` (an object schema) as holding a date range; returns the same schema, typed as it was. */
export function dateRange<T extends TSchema>(schema: T, rule: DateRangeRule): T {
  (schema as Record<string, unknown>)[DATE_RANGE_KEYWORD] = rule;
  return schema;
}

const dayNumber = (value: string) => Date.parse(`${value.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/**
 * What is wrong with a query's range: end before start, or longer than its
 * mode allows. Fields are named as the validator names them
 * ("querystring/end"). Assumes each date already passed DateParam.
 */
export function dateRangeErrors(
  rule: DateRangeRule,
  query: Record<string, unknown>,
  part = 'querystring',
): FieldError[] {
  const start = query[rule.start];
  const end = query[rule.end];
  if (typeof start !== 'string' || typeof end !== 'string') return [];
  // Times are compared when both carry one; otherwise days (a date-only end covers its whole day).
  const length = start.length === end.length ? start.length : 10;
  if (end.slice(0, length) < start.slice(0, length))
    return [{ field: `${part}/${rule.end}`, message: `must not be before ${rule.start}` }];
  const mode = rule.mode === undefined ? undefined : query[rule.mode];
  const max =
    typeof mode === 'string' && rule.maxDays && Object.hasOwn(rule.maxDays, mode) ? rule.maxDays[mode] : undefined;
  const days = dayNumber(end) - dayNumber(start) + 1;
  if (max !== undefined && days > max) {
    return [
      {
        field: `${part}/${rule.end}`,
        message: `is ${days.toLocaleString('en')} days after ${rule.start}; a ${mode} range is at most ${max.toLocaleString('en')} days (choose a shorter range or a coarser mode)`,
      },
    ];
  }
  return [];
}
