// The filter bar's range picker, fitted to the screen (issue 10, phone and
// tablet). antd's RangePicker always draws two months side by side, about
// 580 px: on a 390 px phone that flyout leaves the screen and covers the
// filters. antd has no single-month option (ant-design#26758, #50859), so below
// md the second month is hidden and the first gets the arrows to the next
// months. Two-month behaviour the single month must undo: on opening the end
// field antd shows the end's month in the (hidden) second panel, so the panel
// is told which month to show (`defaultPickerValue`).
import { useState, type ComponentProps } from 'react';
import type { Moment } from 'moment';
import { SCREEN_MD, useMinWidth } from '../hooks/useMinWidth';
import { MomentRangePicker } from './MomentRangePicker';

export type ResponsiveRangePickerProps = ComponentProps<typeof MomentRangePicker>;

export const SINGLE_PANEL_CLASS = 'qg-range-picker-single';

// antd writes the arrows' visibility inline, hence !important; the class scopes it to this popup.
const SINGLE_PANEL_CSS = `
.${SINGLE_PANEL_CLASS} .ant-picker-panels > .ant-picker-panel + .ant-picker-panel { display: none; }
.${SINGLE_PANEL_CLASS} .ant-picker-header-next-btn,
.${SINGLE_PANEL_CLASS} .ant-picker-header-super-next-btn { visibility: visible !important; }
`;

export function ResponsiveRangePicker(props: ResponsiveRangePickerProps) {
  const single = !useMinWidth(SCREEN_MD);
  // The start just picked: the end is then chosen from that month, not the old end's.
  const [pickedStart, setPickedStart] = useState<Moment | null>(null);

  if (!single) return <MomentRangePicker {...props} />;

  const [start, end] = Array.isArray(props.value) ? props.value : [];
  const endMonth = pickedStart ?? end ?? start;
  return (
    <>
      {/* React 19 hoists this into <head> once, however many pickers render it. */}
      <style href={SINGLE_PANEL_CLASS} precedence="medium">
        {SINGLE_PANEL_CSS}
      </style>
      <MomentRangePicker
        {...props}
        classNames={{ popup: { root: SINGLE_PANEL_CLASS } }}
        defaultPickerValue={start && endMonth ? [start, endMonth] : undefined}
        onCalendarChange={(dates, strings, info) => {
          if (info.range === 'start') setPickedStart(dates?.[0] ?? null);
          props.onCalendarChange?.(dates, strings, info);
        }}
        onOpenChange={(open) => {
          if (!open) setPickedStart(null);
          props.onOpenChange?.(open);
        }}
      />
    </>
  );
}
