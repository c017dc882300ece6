// The filter of the highlight endpoints (contract/highlight.ts), checked and
// turned into what the queries take: an inclusive range of business-local
// days and the id lists of each dimension. The schema has already checked the
// shapes; this adds what a pattern cannot: real calendar days, start not
// after end, and the bucket limit of a series.
import type { FieldError, HighlightMode } from '@qrguard/shared-api/contract';
import { parseLocalDateTime } from './business-date';
import { bucketCount, MAX_BUCKETS } from './highlight-period';

/** Master-data ids per dimension; an absent list does not filter. Several ids are OR-ed, fields AND-ed. */
export interface HighlightDims {
  variant?: number[];
  labelmaker?: number[];
  bottlemaker?: number[];
  oilmaker?: number[];
}

/** Inclusive business-local days "YYYY-MM-DD". `from` after `to` means an empty range. */
export interface DayRange {
  from: string;
  to: string;
}

export interface HighlightFilter {
  range: DayRange;
  dims: HighlightDims;
}

export interface RawHighlightQuery {
  start?: string | undefined;
  end?: string | undefined;
  variant?: string | undefined;
  labelmaker?: string | undefined;
  bottlemaker?: string | undefined;
  oilmaker?: string | undefined;
}

/** "From the first record": no fact is older than this day. */
export const FIRST_DAY = '1970-01-01';

export class HighlightFilterError extends Error {
  constructor(readonly details: FieldError[]) {
    super(details.map((d) => `${d.field} ${d.message}`).join('; '));
    this.name = 'HighlightFilterError';
  }
}

const DIM_FIELDS = ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'] as const;

/** "3,1,3" -> [1, 3]. */
export function parseIds(value: string): number[] {
  return [...new Set(value.split(',').map(Number))].sort((a, b) => a - b);
}

function day(value: string | undefined, field: string, errors: FieldError[]): string | undefined {
  if (value === undefined) return undefined;
  const parsed = parseLocalDateTime(value);
  if (!parsed) {
    errors.push({ field: `querystring/${field}`, message: 'is not a real calendar date' });
    return undefined;
  }
  // Days are the unit: " 00:00:00" and " 23:59:59" (the client's rewriting) name the same day.
  return parsed.text.slice(0, 10);
}

/**
 * The filter of the endpoints without a mode: no start = from the first
 * record, no end = up to `today` (business-local). Throws HighlightFilterError.
 */
export function parseHighlightFilter(query: RawHighlightQuery, today: string): HighlightFilter {
  const errors: FieldError[] = [];
  const start = day(query.start, 'start', errors);
  const end = day(query.end, 'end', errors);
  if (start !== undefined && end !== undefined && start > end)
    errors.push({ field: 'querystring/end', message: 'must not be before start' });
  if (errors.length > 0) throw new HighlightFilterError(errors);
  const dims: HighlightDims = {};
  for (const field of DIM_FIELDS) {
    const value = query[field];
    if (value !== undefined && value !== '') dims[field] = parseIds(value);
  }
  return { range: { from: start ?? FIRST_DAY, to: end ?? today }, dims };
}

/** The filter of a series endpoint: start and end are required (the schema says so) and the buckets bounded. */
export function parseSeriesFilter(
  query: RawHighlightQuery & { start: string; end: string; mode: HighlightMode },
  today: string,
): HighlightFilter & { mode: HighlightMode } {
  const filter = parseHighlightFilter(query, today);
  const buckets = bucketCount(query.mode, filter.range.from, filter.range.to);
  if (buckets > MAX_BUCKETS) {
    throw new HighlightFilterError([
      {
        field: 'querystring/end',
        message: `gives ${buckets.toLocaleString('en')} ${query.mode} buckets; a series has at most ${MAX_BUCKETS.toLocaleString('en')} (choose a shorter range or a coarser mode)`,
      },
    ]);
  }
  return { ...filter, mode: query.mode };
}
