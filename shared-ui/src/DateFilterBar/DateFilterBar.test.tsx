import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { DateFilterBar, type DateFilterBarProps } from './DateFilterBar';

// 18 March 2026, 12:00 in Jakarta
const NOON_18_MARCH = new Date('2026-03-18T05:00:00Z');

function setup(props: Partial<DateFilterBarProps> = {}, at: Date = NOON_18_MARCH) {
  const onChange = jest.fn();
  // No animations: the picker's popup opens and closes at once.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <DateFilterBar onChange={onChange} now={() => at} {...props} />
    </ConfigProvider>,
  );
  return onChange;
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** Opens the range picker and clicks two days (YYYY-MM-DD) in its calendar. */
function pickRange(start: string, end: string) {
  const [from] = screen.getAllByRole('textbox');
  fireEvent.mouseDown(from as HTMLElement);
  fireEvent.click(from as HTMLElement);
  advance(500);
  fireEvent.click(document.querySelector(`td[title="${start}"]`) as HTMLElement);
  advance(100);
  fireEvent.click(document.querySelector(`td[title="${end}"]`) as HTMLElement);
  advance(100);
}

describe('DateFilterBar', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOON_18_MARCH }));
  afterEach(async () => {
    // antd's popup animation steps on the real animation-frame clock: let it finish inside act.
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  });

  it('starts on This Month and emits it immediately on load', () => {
    const onChange = setup();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY', preset: 'month' });
    expect(pressed()).toEqual(['This Month']);
  });

  it('offers the four buttons by default and the page’s own choice otherwise', () => {
    setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Today',
      'This Week',
      'This Month',
      'This Year',
    ]);
  });

  it('shows only the buttons the page asks for', () => {
    setup({ presets: ['week', 'month', 'year'] });
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This Week' })).toBeInTheDocument();
  });

  it('waits 1500 ms after the last change before emitting', () => {
    const onChange = setup();
    onChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'This Week' }));
    expect(pressed()).toEqual(['This Week']);
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'This Year' }));
    advance(1499);
    expect(onChange).not.toHaveBeenCalled();
    advance(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ start: '2026-01-01', end: '2026-03-18', mode: 'YEARLY', preset: 'year' });
  });

  it('emits This Week as the last 7 days including today, and Today as a single day', () => {
    const onChange = setup();
    fireEvent.click(screen.getByRole('button', { name: 'This Week' }));
    advance(1500);
    expect(onChange).toHaveBeenLastCalledWith({
      start: '2026-03-12',
      end: '2026-03-18',
      mode: 'WEEKLY',
      preset: 'week',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    advance(1500);
    expect(onChange).toHaveBeenLastCalledWith({
      start: '2026-03-18',
      end: '2026-03-18',
      mode: 'DAILY',
      preset: 'today',
    });
  });

  it('does not emit again when the choice ends where it started', () => {
    const onChange = setup();
    fireEvent.click(screen.getByRole('button', { name: 'This Week' }));
    fireEvent.click(screen.getByRole('button', { name: 'This Month' }));
    advance(3000);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not emit on load when the page does not want it', () => {
    const onChange = setup({ emitOnLoad: false });
    advance(3000);
    expect(onChange).not.toHaveBeenCalled();
    expect(pressed()).toEqual(['This Month']);
  });

  it('can start on another period', () => {
    const onChange = setup({ defaultPreset: 'year' });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-01-01', mode: 'YEARLY' }));
  });

  it('computes today in Jakarta, not in UTC', () => {
    // 31 March 18:00 UTC is already 1 April 01:00 in Jakarta
    const onChange = setup({}, new Date('2026-03-31T18:00:00Z'));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-04-01', end: '2026-04-01', mode: 'MONTHLY', preset: 'month' });
  });

  it('gives CUSTOM for a picked range that matches no button', () => {
    const onChange = setup();
    onChange.mockClear();
    pickRange('2026-03-03', '2026-03-10');
    expect(pressed()).toEqual([]);
    advance(1500);
    expect(onChange).toHaveBeenCalledWith({ start: '2026-03-03', end: '2026-03-10', mode: 'CUSTOM', preset: null });
  });

  it('highlights the button whose range was picked by hand', () => {
    const onChange = setup();
    pickRange('2026-03-12', '2026-03-18');
    expect(pressed()).toEqual(['This Week']);
    advance(1500);
    expect(onChange).toHaveBeenLastCalledWith({
      start: '2026-03-12',
      end: '2026-03-18',
      mode: 'WEEKLY',
      preset: 'week',
    });
  });
});
