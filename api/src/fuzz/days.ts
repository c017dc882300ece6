// Arbitraries of calendar days inside the sane window the API accepts
// (2000-01-01 to one year after today, contract/dates.ts), shared by the
// property tests of the domain's date functions.
import fc from 'fast-check';

const DAY_MS = 86_400_000;
export const WINDOW_FIRST_MS = Date.UTC(2000, 0, 1);
/** One year after today, at midnight UTC. */
export function windowLastMs(now = new Date()): number {
  const d = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
  return d.getTime();
}
const WINDOW_DAYS = Math.round((windowLastMs() - WINDOW_FIRST_MS) / DAY_MS);

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A "YYYY-MM-DD" day in the window. */
export const windowDay = (): fc.Arbitrary<string> =>
  fc.integer({ min: 0, max: WINDOW_DAYS }).map((n) => dayOf(WINDOW_FIRST_MS + n * DAY_MS));

/** start <= end, both in the window, at most `maxDays` days apart (both included). */
export const windowRange = (maxDays: number): fc.Arbitrary<{ start: string; end: string }> =>
  fc.integer({ min: 0, max: WINDOW_DAYS }).chain((a) =>
    fc.integer({ min: 0, max: Math.min(maxDays - 1, WINDOW_DAYS - a) }).map((len) => ({
      start: dayOf(WINDOW_FIRST_MS + a * DAY_MS),
      end: dayOf(WINDOW_FIRST_MS + (a + len) * DAY_MS),
    })),
  );

/** An instant (millisecond) in the window. */
export const windowInstant = (): fc.Arbitrary<Date> =>
  fc.integer({ min: WINDOW_FIRST_MS, max: windowLastMs() + DAY_MS - 1 }).map((ms) => new Date(ms));

/** Every day of start..end, both included. */
export function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(`${start}T00:00:00Z`); dayOf(ms) <= end; ms += DAY_MS) out.push(dayOf(ms));
  return out;
}
