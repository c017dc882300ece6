// The business time zone: "today", the period buttons and displayed times are
// those of Jakarta whatever the viewer's computer is set to (ARCHITECTURE.md).
// Intl does the zone arithmetic, so moment-timezone is not needed.

export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';

export interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Zones whose offset from UTC has been fixed since a date, with that offset: their wall clock is
 * plain arithmetic. Intl's first formatter for a time zone loads the zone data, about 80 ms of a
 * mid-range phone's main thread, and the first page needs "today" while it renders (issue 10).
 * Jakarta has kept UTC+7, with no daylight saving time, since 1 January 1964 (+07:30 before).
 */
const FIXED_OFFSETS: Readonly<Record<string, { minutes: number; since: number }>> = {
  'Asia/Jakarta': { minutes: 7 * 60, since: Date.UTC(1964, 0, 1) },
};

function fixedOffsetWallClock(instant: Date, timeZone: string): WallClock | null {
  const fixed = Object.hasOwn(FIXED_OFFSETS, timeZone) ? FIXED_OFFSETS[timeZone] : undefined;
  const time = instant.getTime();
  if (!fixed || !(time >= fixed.since)) return null;
  const shifted = new Date(time + fixed.minutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date and clock time of `instant` in `timeZone`. */
export function wallClockIn(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): WallClock {
  return fixedOffsetWallClock(instant, timeZone) ?? zoneDatabaseWallClock(instant, timeZone);
}

/** wallClockIn as the browser's time-zone database gives it (Intl), for every zone and instant. */
export function zoneDatabaseWallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines print midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string = BUSINESS_TIME_ZONE, now: Date = new Date()): string {
  const { year, month, day } = wallClockIn(now, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
