// Spec shell-highlights 7: a date filter is sent as a whole day, so any
// `start=` gets " 00:00:00" and any `end=` gets " 23:59:59" appended.

const HAS_TIME = /\d{1,2}:\d{2}/;
const BOUNDS = { start: ' 00:00:00', end: ' 23:59:59' } as const;

/**
 * Appends the day's first or last second to `start` / `end` query values that
 * carry no time yet. Returns whether the URL changed.
 */
export function addDayBounds(url: URL): boolean {
  let changed = false;
  for (const [key, suffix] of Object.entries(BOUNDS)) {
    const values = url.searchParams.getAll(key);
    if (!values.some((value) => value && !HAS_TIME.test(value))) continue;
    url.searchParams.delete(key);
    for (const value of values) url.searchParams.append(key, value && !HAS_TIME.test(value) ? value + suffix : value);
    changed = true;
  }
  return changed;
}
