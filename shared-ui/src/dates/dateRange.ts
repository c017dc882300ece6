// The date filter's rules as pure functions (spec shell-highlights 4,
// reports-settings 4). Dates are calendar days "YYYY-MM-DD" in the business
// time zone; "today" is passed in so the rules are testable for any day.
import moment from 'moment';

export type PeriodMode = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY' | 'CUSTOM';
export type DatePreset = 'today' | 'week' | 'month' | 'year';

export const PRESETS: Record<DatePreset, { label: string; mode: PeriodMode }> = {
  today: { label: 'Today', mode: 'DAILY' },
  week: { label: 'This Week', mode: 'WEEKLY' },
  month: { label: 'This Month', mode: 'MONTHLY' },
  year: { label: 'This Year', mode: 'YEARLY' },
};

/** Button order on the bar; also the order in which a manual range is matched (shortest period first). */
export const ALL_PRESETS: readonly DatePreset[] = ['today', 'week', 'month', 'year'];

export const DATE_FORMAT = 'YYYY-MM-DD';

export interface DateRange {
  start: string;
  end: string;
}

/** What the bar emits: the range, its period mode and the highlighted button (null for CUSTOM). */
export interface DateFilterValue extends DateRange {
  mode: PeriodMode;
  preset: DatePreset | null;
}

function day(value: string): moment.Moment {
  const parsed = moment.utc(value, DATE_FORMAT, true);
  if (!parsed.isValid()) throw new Error(`Not a YYYY-MM-DD date: ${value}`);
  return parsed;
}

/** The range a button stands for. This Week is the last 7 days including today. */
export function presetRange(preset: DatePreset, today: string): DateRange {
  const end = day(today);
  const start = (() => {
    switch (preset) {
      case 'today':
        return end.clone();
      case 'week':
        return end.clone().subtract(6, 'days');
      case 'month':
        return end.clone().startOf('month');
      case 'year':
        return end.clone().startOf('year');
    }
  })();
  return { start: start.format(DATE_FORMAT), end: end.format(DATE_FORMAT) };
}

export function valueForPreset(preset: DatePreset, today: string): DateFilterValue {
  return { ...presetRange(preset, today), mode: PRESETS[preset].mode, preset };
}

/**
 * The button a range highlights: one whose start matches while the range ends
 * today. When several match (on the 1st of a month This Month and This Year
 * can start on the same day) the shorter period wins.
 */
export function matchPreset(
  range: DateRange,
  today: string,
  presets: readonly DatePreset[] = ALL_PRESETS,
): DatePreset | null {
  if (range.end !== today) return null;
  for (const preset of ALL_PRESETS) {
    if (presets.includes(preset) && presetRange(preset, today).start === range.start) return preset;
  }
  return null;
}

/**
 * The value for a range picked by hand. One picked date means start = end; a
 * range picked backwards is put in order. Returns null when no date is given.
 */
export function valueForRange(
  picked: { start: string | null | undefined; end: string | null | undefined },
  today: string,
  presets: readonly DatePreset[] = ALL_PRESETS,
): DateFilterValue | null {
  const first = picked.start || picked.end;
  const second = picked.end || picked.start;
  if (!first || !second) return null;
  const [start, end] = day(first).isAfter(day(second)) ? [second, first] : [first, second];
  const preset = matchPreset({ start, end }, today, presets);
  return { start, end, preset, mode: preset ? PRESETS[preset].mode : 'CUSTOM' };
}

/** True when both values describe the same filter (used to skip emitting an unchanged range). */
export function sameValue(a: DateFilterValue | null, b: DateFilterValue | null): boolean {
  return a === b || (!!a && !!b && a.start === b.start && a.end === b.end && a.mode === b.mode);
}
