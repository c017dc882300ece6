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
