// The filter of a dashboard: the date range with its period mode, plus the
// optional variant / label maker / bottle maker / oil maker choice (spec
// shell-highlights 3 "Filter", 4). Pure functions: cleaning, comparing, and
// reading and writing the filter in the URL query string, so a view can be
// bookmarked and shared and Back restores it.
//
// URL format (decided here; the spec is silent):
// - a period button is stored as `period=today|week|month|year` and resolved
//   against the day the link is opened ("This Month" stays this month);
// - a range picked by hand is stored as `start=YYYY-MM-DD&end=YYYY-MM-DD`;
// - `variant=1,3` (ids, comma-joined), `labelmaker=2`, `bottlemaker=4`, `oilmaker=5`;
// - no date in the URL means the default (This Month); malformed values are
//   ignored; parameters that are not the filter's are left alone.
import {
  ALL_PRESETS,
  DATE_FORMAT,
  valueForPreset,
  valueForRange,
  type DateFilterValue,
  type DatePreset,
} from '../dates/dateRange';
import moment from 'moment';

export const FILTER_SELECTORS = ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'] as const;
/** A selector of the filter bar; the name is also the API's query key and the URL's. */
export type FilterSelector = (typeof FILTER_SELECTORS)[number];

export interface FilterSelection {
  /** Variant ids (multi-select). */
  variant?: number[];
  labelmaker?: number;
  bottlemaker?: number;
  oilmaker?: number;
}

/** What the filter bar emits and a page loads its blocks with. */
export interface DashboardFilter extends DateFilterValue, FilterSelection {}

export interface FilterShape {
  /** The selectors the page offers; other selections are ignored. Default: none. */
  selectors?: readonly FilterSelector[];
  /** The period buttons the page offers. Default: all four. */
  presets?: readonly DatePreset[];
  /** The period when the URL names none. Default: This Month. */
  defaultPreset?: DatePreset;
  /** False when the page has no date controls: the range is always the default. */
  showDates?: boolean;
}

const NO_SELECTORS: readonly FilterSelector[] = [];

/** The filter without empty or unoffered selections (spec: empty values are dropped). */
export function cleanFilter(
  filter: DashboardFilter,
  selectors: readonly FilterSelector[] = FILTER_SELECTORS,
): DashboardFilter {
  const { start, end, mode, preset } = filter;
  const clean: DashboardFilter = { start, end, mode, preset };
  for (const selector of selectors) {
    if (selector === 'variant') {
      const ids = [...new Set(filter.variant ?? [])];
      if (ids.length > 0) clean.variant = ids;
    } else if (filter[selector] !== undefined && filter[selector] !== null) {
      clean[selector] = filter[selector];
    }
  }
  return clean;
}

/** A canonical string of the filter: equal filters (variant order aside) give equal keys. */
export function filterKey(filter: DashboardFilter): string {
  return JSON.stringify([
    filter.start,
    filter.end,
    filter.mode,
    [...(filter.variant ?? [])].sort((a, b) => a - b),
    filter.labelmaker ?? null,
    filter.bottlemaker ?? null,
    filter.oilmaker ?? null,
  ]);
}

export function sameFilter(a: DashboardFilter | null | undefined, b: DashboardFilter | null | undefined): boolean {
  return a === b || (!!a && !!b && filterKey(a) === filterKey(b));
}

// ---- URL ----

const DATE_KEYS = ['period', 'start', 'end'] as const;

const isDay = (value: string | null): value is string => !!value && moment.utc(value, DATE_FORMAT, true).isValid();

function parseId(value: string): number | undefined {
  if (!/^\d{1,10}$/.test(value.trim())) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

function parseIds(value: string | null): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map(parseId)
        .filter((id): id is number => id !== undefined),
    ),
  ];
}

function datesFromParams(params: URLSearchParams, today: string, shape: FilterShape): DateFilterValue {
  const presets = shape.presets ?? ALL_PRESETS;
  const fallback = valueForPreset(shape.defaultPreset ?? 'month', today);
  if (shape.showDates === false) return fallback;
  const period = params.get('period') as DatePreset | null;
  if (period && presets.includes(period)) return valueForPreset(period, today);
  const start = params.get('start');
  const end = params.get('end');
  if (isDay(start) || isDay(end)) {
    return (
      valueForRange({ start: isDay(start) ? start : null, end: isDay(end) ? end : null }, today, presets) ?? fallback
    );
  }
  return fallback;
}

/** The filter a URL stands for, on the day `today` (YYYY-MM-DD, business time zone). */
export function filterFromSearchParams(
  params: URLSearchParams,
  today: string,
  shape: FilterShape = {},
): DashboardFilter {
  const filter: DashboardFilter = { ...datesFromParams(params, today, shape) };
  for (const selector of shape.selectors ?? NO_SELECTORS) {
    const ids = parseIds(params.get(selector));
    if (selector === 'variant') filter.variant = ids;
    else filter[selector] = ids[0];
  }
  return cleanFilter(filter, shape.selectors ?? NO_SELECTORS);
}

/** `current` with the filter's parameters replaced by `filter`'s (other parameters are kept). */
export function filterToSearchParams(
  filter: DashboardFilter,
  current: URLSearchParams,
  shape: FilterShape = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...DATE_KEYS, ...FILTER_SELECTORS]) next.delete(key);
  if (shape.showDates !== false) {
    if (filter.preset) next.set('period', filter.preset);
    else {
      next.set('start', filter.start);
      next.set('end', filter.end);
    }
  }
  const clean = cleanFilter(filter, shape.selectors ?? NO_SELECTORS);
  for (const selector of shape.selectors ?? NO_SELECTORS) {
    const value = selector === 'variant' ? clean.variant?.join(',') : clean[selector]?.toString();
    if (value) next.set(selector, value);
  }
  return next;
}
