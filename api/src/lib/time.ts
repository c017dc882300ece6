/** A timestamptz from either driver (Date, or text) as an ISO 8601 UTC string. */
export function iso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return date.toISOString();
}

/** "14:05" in the business time zone: how a person there reads a time of day. */
export function clockTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  );
}
