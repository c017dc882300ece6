// Rollup buckets are cut in the business time zone (Asia/Jakarta by default):
// "today" and "this month" mean what they mean to the people in the programme.
// Computing the zone offset with Intl for every one of millions of events is
// slow, so the offset is cached per UTC quarter hour: zones change offset on a
// quarter hour of UTC (Australia/Lord_Howe changes at 15:30 UTC, for one), so
// inside a quarter hour the offset cannot change.

const QUARTER_MS = 900_000;
const HOUR_MS = 4 * QUARTER_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The offset at one instant, computed with Intl and cached by its UTC start. */
function offsetAt(start: number, timeZone: string): number {
  const key = `${timeZone}|${start}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(start))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offset = wall - start;
  if (offsets.size > 200_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

const DAY_MS = 24 * HOUR_MS;

/**
 * Milliseconds to add to a UTC instant to get the wall-clock time in
 * `timeZone`. When the offset is the same at the start of the UTC day and of
 * the next one (every day but the few with a transition), the whole day uses
 * it: two Intl calls a day instead of one per quarter hour.
 */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const t = at.getTime();
  const dayStart = Math.floor(t / DAY_MS) * DAY_MS;
  const a = offsetAt(dayStart, timeZone);
  if (a === offsetAt(dayStart + DAY_MS, timeZone)) return a;
  return offsetAt(Math.floor(t / QUARTER_MS) * QUARTER_MS, timeZone);
}

export interface LocalBuckets {
  /** "YYYY-MM-DD HH:00:00": the wall-clock hour. */
  hour: string;
  /** "YYYY-MM-DD": the calendar day. */
  day: string;
}

/** The local hour and day an instant falls in. */
export function localBuckets(at: Date, timeZone: string): LocalBuckets {
  const wall = new Date(at.getTime() + zoneOffsetMs(at, timeZone));
  const iso = wall.toISOString();
  return { hour: `${iso.slice(0, 10)} ${iso.slice(11, 13)}:00:00`, day: iso.slice(0, 10) };
}

/** The UTC instant of a local wall-clock time ("YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss") in `timeZone`. */
export function localToInstant(local: string, timeZone: string): Date {
  const asUtc = new Date(`${local.length === 10 ? `${local}T00:00:00` : local.replace(' ', 'T')}Z`);
  // The offset at the guessed instant, then once more in case the guess crossed a change.
  const first = new Date(asUtc.getTime() - zoneOffsetMs(asUtc, timeZone));
  return new Date(asUtc.getTime() - zoneOffsetMs(first, timeZone));
}
