// Date filters arrive as wall-clock times of the business time zone, either
// "YYYY-MM-DD" or with the client's appended " 00:00:00" / " 23:59:59"
// (spec shell-highlights 7, request rewriting). They become a half-open range
// [from, to) of local timestamps; the database turns those into UTC instants.

export interface LocalDateTime {
  /** "YYYY-MM-DD HH:mm:ss", a wall-clock time in the business time zone. */
  text: string;
  hasTime: boolean;
}

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** Parses and checks a calendar date (and time); undefined when it does not exist, e.g. 2024-02-30. */
export function parseLocalDateTime(value: string): LocalDateTime | undefined {
  const m = PATTERN.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h, mi, s));
  const valid =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  if (!valid) return undefined;
  return { text: format(date), hasTime: m[4] !== undefined };
}

function format(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

function addSeconds(local: LocalDateTime, seconds: number): string {
  const d = new Date(`${local.text.replace(' ', 'T')}Z`);
  return format(new Date(d.getTime() + seconds * 1000));
}

export interface LocalRange {
  /** Inclusive lower bound, local wall-clock time. */
  from?: string;
  /** Exclusive upper bound, local wall-clock time. */
  to?: string;
}

/**
 * The range [start, end] as a half-open [from, to). A date-only end covers the
 * whole day; an end with a time covers that whole second (23:59:59.999 included).
 */
export function localRange(start?: LocalDateTime, end?: LocalDateTime): LocalRange {
  return {
    ...(start ? { from: start.text } : {}),
    ...(end ? { to: addSeconds(end, end.hasTime ? 1 : 86400) } : {}),
  };
}
