// The filter bar of the dashboards, activities, reports and the activity log:
// period buttons plus a range picker (spec shell-highlights 4, reports-settings
// 4), and on the highlight pages the variant / label maker / bottle maker / oil
// maker selectors. The date rules live in dates/dateRange.ts, the filter's in
// filters/dashboardFilter.ts; this component holds the choice being made and
// emits it debounced.
//
// Uncontrolled (no `value`): starts on `defaultPreset` and emits it on load.
// Controlled (`value`, e.g. the filter in the URL): shows `value`, follows it
// when it changes (Back), and emits only the user's changes.
import { useEffect, useRef, useState } from 'react';
import { Button, Space } from 'antd';
import moment, { type Moment } from 'moment';
import { ALL_PRESETS, DATE_FORMAT, valueForPreset, valueForRange, type DatePreset } from '../dates/dateRange';
import { BUSINESS_TIME_ZONE, todayIn } from '../dates/timeZone';
import {
  cleanFilter,
  filterKey,
  sameFilter,
  type DashboardFilter,
  type FilterSelection,
  type FilterSelector,
} from '../filters/dashboardFilter';
import { FILTER_DEBOUNCE_MS, useDebouncedEmit } from '../hooks/useDebouncedEmit';
import { useT } from '../i18n/i18n';
import { FilterSelectors } from './FilterSelectors';
import { ResponsiveRangePicker } from './ResponsiveRangePicker';

export interface DateFilterBarProps {
  /** Called with the filter: at once on load (uncontrolled, see `emitOnLoad`), then `debounceMs` after the last change. */
  onChange: (value: DashboardFilter) => void;
  /** The filter to show (controlled). A new value replaces the user's pending choice. */
  value?: DashboardFilter;
  /** The buttons this page offers, in any order (shown in the standard order). Default: all four. */
  presets?: readonly DatePreset[];
  /** The period selected on load. Default: This Month. */
  defaultPreset?: DatePreset;
  /** Emit the default value immediately when the bar mounts (uncontrolled only). Default: true. */
  emitOnLoad?: boolean;
  /** The selectors after the dates, in this order. Default: none. */
  selectors?: readonly FilterSelector[];
  /** False hides the buttons and the range picker (the range stays the default). Default: true. */
  showDates?: boolean;
  debounceMs?: number;
  /** The zone whose calendar defines "today". Default: Asia/Jakarta. */
  timeZone?: string;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  disabled?: boolean;
}

const DISPLAY_FORMAT = 'DD MMM YYYY';
const NO_SELECTORS: readonly FilterSelector[] = [];

const toMoment = (date: string): Moment => moment(date, DATE_FORMAT);

export function DateFilterBar({
  onChange,
  value,
  presets = ALL_PRESETS,
  defaultPreset = 'month',
  emitOnLoad = true,
  selectors = NO_SELECTORS,
  showDates = true,
  debounceMs = FILTER_DEBOUNCE_MS,
  timeZone = BUSINESS_TIME_ZONE,
  now = () => new Date(),
  disabled,
}: DateFilterBarProps) {
  const t = useT();
  // "today" is read when it is needed, so a page left open past midnight uses the new day.
  const today = () => todayIn(timeZone, now());
  const [draft, setDraft] = useState<DashboardFilter>(() => value ?? valueForPreset(defaultPreset, today()));

  const lastEmitted = useRef<DashboardFilter | null>(value ?? null);
  const debounced = useDebouncedEmit<DashboardFilter>((next) => {
    // A change that ends where the last emit was (e.g. This Week then back to This Month) needs no new request.
    if (sameFilter(lastEmitted.current, next)) return;
    lastEmitted.current = next;
    onChange(next);
  }, debounceMs);

  // Controlled: a new value from outside (Back, a link) replaces the choice being made.
  const valueKey = value ? filterKey(value) : null;
  const [shownKey, setShownKey] = useState(valueKey);
  if (value && valueKey !== shownKey) {
    setShownKey(valueKey);
    setDraft(value);
  }
  useEffect(() => {
    if (!value) return;
    lastEmitted.current = value;
    debounced.cancel();
    // Only when the value changes by content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valueKey]);

  // Refs survive React's StrictMode double effect, so the load emit happens once.
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    if (value) return;
    if (emitOnLoad) debounced.now(cleanFilter(draft, selectors));
    else lastEmitted.current = cleanFilter(draft, selectors);
    // Only on mount: later values are emitted by the handlers below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (next: DashboardFilter) => {
    setDraft(next);
    debounced.schedule(cleanFilter(next, selectors));
  };

  const selection = (filter: DashboardFilter): FilterSelection => ({
    variant: filter.variant,
    labelmaker: filter.labelmaker,
    bottlemaker: filter.bottlemaker,
    oilmaker: filter.oilmaker,
  });

  const onPickRange = (dates: [Moment | null, Moment | null] | null) => {
    const next = valueForRange(
      { start: dates?.[0]?.format(DATE_FORMAT), end: dates?.[1]?.format(DATE_FORMAT) },
      today(),
      presets,
    );
    if (next) change({ ...selection(draft), ...next });
  };

  const visible = ALL_PRESETS.filter((preset) => presets.includes(preset));

  return (
    <Space wrap className="qg-date-filter-bar" role="group" aria-label={t('filter.group')}>
      {showDates
        ? visible.map((preset) => {
            const active = draft.preset === preset;
            return (
              <Button
                key={preset}
                type={active ? 'primary' : 'default'}
                aria-pressed={active}
                disabled={disabled}
                onClick={() => change({ ...selection(draft), ...valueForPreset(preset, today()) })}
              >
                {t(`filter.preset.${preset}`)}
              </Button>
            );
          })
        : null}
      {showDates ? (
        <ResponsiveRangePicker
          aria-label={t('filter.dateRange')}
          value={[toMoment(draft.start), toMoment(draft.end)]}
          format={DISPLAY_FORMAT}
          // One picked date is a one-day range (spec): either side may stay empty.
          allowEmpty={[true, true]}
          // The filter always has a range; "all time" is not a period the reports offer.
          allowClear={false}
          // Nothing can have happened after today in the business time zone.
          disabledDate={(date: Moment) => date.format(DATE_FORMAT) > today()}
          disabled={disabled}
          onChange={onPickRange}
        />
      ) : null}
      {selectors.length > 0 ? (
        <FilterSelectors
          selectors={selectors}
          value={selection(draft)}
          disabled={disabled}
          onChange={(next) => change({ ...draft, ...next })}
        />
      ) : null}
    </Space>
  );
}
