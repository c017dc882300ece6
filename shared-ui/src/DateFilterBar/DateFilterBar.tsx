// The date filter bar of the dashboards, activities, reports and the activity
// log: period buttons plus a range picker (spec shell-highlights 4,
// reports-settings 4). The rules live in dates/dateRange.ts; this component
// holds the state and emits it debounced.
import { useEffect, useRef, useState } from 'react';
import { Button, Space } from 'antd';
import moment, { type Moment } from 'moment';
import {
  ALL_PRESETS,
  DATE_FORMAT,
  PRESETS,
  sameValue,
  valueForPreset,
  valueForRange,
  type DateFilterValue,
  type DatePreset,
} from '../dates/dateRange';
import { BUSINESS_TIME_ZONE, todayIn } from '../dates/timeZone';
import { FILTER_DEBOUNCE_MS, useDebouncedEmit } from '../hooks/useDebouncedEmit';
import { MomentRangePicker } from './MomentRangePicker';

export interface DateFilterBarProps {
  /** Called with the filter: at once on load (see `emitOnLoad`), then `debounceMs` after the last change. */
  onChange: (value: DateFilterValue) => void;
  /** The buttons this page offers, in any order (shown in the standard order). Default: all four. */
  presets?: readonly DatePreset[];
  /** The period selected on load. Default: This Month. */
  defaultPreset?: DatePreset;
  /** Emit the default value immediately when the bar mounts. Default: true. */
  emitOnLoad?: boolean;
  debounceMs?: number;
  /** The zone whose calendar defines "today". Default: Asia/Jakarta. */
  timeZone?: string;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  disabled?: boolean;
}

const DISPLAY_FORMAT = 'DD MMM YYYY';

const toMoment = (date: string): Moment => moment(date, DATE_FORMAT);

export function DateFilterBar({
  onChange,
  presets = ALL_PRESETS,
  defaultPreset = 'month',
  emitOnLoad = true,
  debounceMs = FILTER_DEBOUNCE_MS,
  timeZone = BUSINESS_TIME_ZONE,
  now = () => new Date(),
  disabled,
}: DateFilterBarProps) {
  // "today" is read when it is needed, so a page left open past midnight uses the new day.
  const today = () => todayIn(timeZone, now());
  const [value, setValue] = useState<DateFilterValue>(() => valueForPreset(defaultPreset, today()));

  const lastEmitted = useRef<DateFilterValue | null>(null);
  const debounced = useDebouncedEmit<DateFilterValue>((next) => {
    // A change that ends where the last emit was (e.g. This Week then back to This Month) needs no new request.
    if (sameValue(lastEmitted.current, next)) return;
    lastEmitted.current = next;
    onChange(next);
  }, debounceMs);

  // Refs survive React's StrictMode double effect, so the load emit happens once.
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    if (emitOnLoad) debounced.now(value);
    else lastEmitted.current = value;
    // Only on mount: later values are emitted by the handlers below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (next: DateFilterValue) => {
    setValue(next);
    debounced.schedule(next);
  };

  const onPickRange = (dates: [Moment | null, Moment | null] | null) => {
    const next = valueForRange(
      { start: dates?.[0]?.format(DATE_FORMAT), end: dates?.[1]?.format(DATE_FORMAT) },
      today(),
      presets,
    );
    if (next) change(next);
  };

  const visible = ALL_PRESETS.filter((preset) => presets.includes(preset));

  return (
    <Space wrap className="qg-date-filter-bar" role="group" aria-label="Date filter">
      {visible.map((preset) => {
        const active = value.preset === preset;
        return (
          <Button
            key={preset}
            type={active ? 'primary' : 'default'}
            aria-pressed={active}
            disabled={disabled}
            onClick={() => change(valueForPreset(preset, today()))}
          >
            {PRESETS[preset].label}
          </Button>
        );
      })}
      <MomentRangePicker
        aria-label="Date range"
        value={[toMoment(value.start), toMoment(value.end)]}
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
    </Space>
  );
}
