// On a phone the filter bar's range picker shows one month (two side by side
// leave a 390 px screen); on a desktop it keeps antd's two months. What the
// single month shows must follow the field being chosen.
import { setViewportWidth } from '../testing/viewport';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { DateFilterBar } from './DateFilterBar';
import { SINGLE_PANEL_CLASS } from './ResponsiveRangePicker';

// 18 March 2026, 12:00 in Jakarta
const NOON_18_MARCH = new Date('2026-03-18T05:00:00Z');

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function setup(width: number) {
  const restore = setViewportWidth(width);
  const onChange = jest.fn();
  render(
    // No animations: the picker's popup opens and closes at once.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <DateFilterBar onChange={onChange} defaultPreset="year" now={() => NOON_18_MARCH} />
    </ConfigProvider>,
  );
  return { onChange, restore };
}

/** Clicks into the start (0) or end (1) field; the popup opens on it. */
function openField(index: 0 | 1) {
  const field = screen.getAllByRole('textbox')[index] as HTMLElement;
  fireEvent.mouseDown(field);
  act(() => field.focus());
  fireEvent.click(field);
  advance(500);
}

const popup = () => document.querySelector<HTMLElement>('.ant-picker-dropdown');
/** The month and year the first (on a phone the only) calendar shows, e.g. "Jan2026". */
const shownMonth = () => popup()?.querySelector('.ant-picker-panel .ant-picker-header-view')?.textContent;

let restore: () => void = () => undefined;
beforeEach(() => jest.useFakeTimers({ now: NOON_18_MARCH }));
afterEach(async () => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  restore();
});

it('shows one month on a 390 px phone, the month of the field being chosen', () => {
  ({ restore } = setup(390));
  openField(0);
  expect(popup()).toHaveClass(SINGLE_PANEL_CLASS);
  // The stylesheet that hides the second month is in the page once.
  expect(document.querySelectorAll(`style[data-href="${SINGLE_PANEL_CLASS}"]`)).toHaveLength(1);
  expect(shownMonth()).toBe('Jan2026');

  // This Year ends in March: the end field shows March, not February beside a hidden March.
  openField(1);
  expect(shownMonth()).toBe('Mar2026');
});

it('after a start is picked, the end is chosen from that month and the range is emitted', () => {
  const setupResult = setup(390);
  restore = setupResult.restore;
  openField(0);
  // Back one month from January: December 2025, then pick the 10th as the start.
  fireEvent.click(popup()?.querySelector('.ant-picker-header-prev-btn') as HTMLElement);
  fireEvent.click(popup()?.querySelector('td[title="2025-12-10"]') as HTMLElement);
  advance(100);
  expect(shownMonth()).toBe('Dec2025');
  fireEvent.click(popup()?.querySelector('td[title="2025-12-20"]') as HTMLElement);
  advance(2000);
  expect(setupResult.onChange).toHaveBeenLastCalledWith(
    expect.objectContaining({ start: '2025-12-10', end: '2025-12-20' }),
  );
});

it('keeps two months side by side on a desktop', () => {
  ({ restore } = setup(1280));
  openField(0);
  expect(popup()).not.toHaveClass(SINGLE_PANEL_CLASS);
  expect(popup()?.querySelectorAll('.ant-picker-panels > .ant-picker-panel')).toHaveLength(2);
});
