// The filter bar's optional selectors and its controlled mode (the filter in the URL).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { EMPTY_FILTER_LISTS, filterListsAtom, store } from '@qrguard/shared-api';
import { DateFilterBar, type DateFilterBarProps } from './DateFilterBar';

// 18 March 2026, 12:00 in Jakarta
const NOON_18_MARCH = new Date('2026-03-18T05:00:00Z');
const month = { start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY', preset: 'month' } as const;

function setup(props: Partial<DateFilterBarProps> = {}) {
  const onChange = jest.fn();
  const ui = (extra: Partial<DateFilterBarProps>) => (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <DateFilterBar onChange={onChange} now={() => NOON_18_MARCH} {...props} {...extra} />
    </ConfigProvider>
  );
  const view = render(ui({}));
  return { onChange, rerender: (extra: Partial<DateFilterBarProps>) => view.rerender(ui(extra)) };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

/** Opens a select by its label and clicks the option with that text. */
function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  advance(100);
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${option}"]`) as HTMLElement);
  advance(100);
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOON_18_MARCH });
  store.set(filterListsAtom, {
    loaded: true,
    variants: [
      { id: 1, name: 'MPX1' },
      { id: 2, name: 'SPX2' },
    ],
    oilMakers: [{ id: 5, code: 'OM1', name: 'Federal' }],
    labelMakers: [{ id: 3, name: 'Cahaya' }],
    bottleMakers: [{ id: 4, name: 'Botol Jaya' }],
  });
});
afterEach(async () => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  store.set(filterListsAtom, EMPTY_FILTER_LISTS);
});

describe('selectors', () => {
  it('offers the variants as a multi-select with the placeholder All Variants', () => {
    setup({ selectors: ['variant'] });
    expect(screen.getByRole('combobox', { name: 'Variant' })).toBeInTheDocument();
    expect(screen.getByText('All Variants')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Oil maker' })).not.toBeInTheDocument();
  });

  it('shows the selectors the page asks for, oil makers as code - name', () => {
    setup({ selectors: ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'] });
    expect(screen.getByText('All Label Makers')).toBeInTheDocument();
    expect(screen.getByText('All Bottle Makers')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Oil maker' }));
    advance(100);
    expect(document.querySelector('.ant-select-item-option[title="OM1 - Federal"]')).not.toBeNull();
  });

  it('emits the chosen variants and makers with the dates, 1500 ms after the last change', () => {
    const { onChange } = setup({ selectors: ['variant', 'labelmaker'] });
    expect(onChange).toHaveBeenLastCalledWith(month);
    onChange.mockClear();
    choose('Variant', 'SPX2');
    choose('Variant', 'MPX1');
    choose('Label maker', 'Cahaya');
    // choose() lets 100 ms pass after its click
    advance(1399);
    expect(onChange).not.toHaveBeenCalled();
    advance(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ ...month, variant: [2, 1], labelmaker: 3 });
  });

  it('keeps the selection when the period changes', () => {
    const { onChange } = setup({ selectors: ['variant'] });
    choose('Variant', 'MPX1');
    fireEvent.click(screen.getByRole('button', { name: 'This Year' }));
    advance(1500);
    expect(onChange).toHaveBeenLastCalledWith({
      start: '2026-01-01',
      end: '2026-03-18',
      mode: 'YEARLY',
      preset: 'year',
      variant: [1],
    });
  });

  it('can leave the dates out (the customer page)', () => {
    setup({ selectors: ['variant', 'oilmaker'], showDates: false });
    expect(screen.queryByRole('button', { name: 'This Month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Oil maker' })).toBeInTheDocument();
  });
});

describe('controlled by a value', () => {
  it('shows the value and does not emit it on load', () => {
    const { onChange } = setup({ value: { ...month, preset: 'week', start: '2026-03-12', mode: 'WEEKLY' } });
    advance(3000);
    expect(onChange).not.toHaveBeenCalled();
    expect(pressed()).toEqual(['This Week']);
  });

  it('follows a new value from outside and drops the pending choice', () => {
    const { onChange, rerender } = setup({ value: month });
    fireEvent.click(screen.getByRole('button', { name: 'This Year' }));
    advance(500);
    // e.g. the Back button restored an older filter
    rerender({ value: { start: '2026-03-18', end: '2026-03-18', mode: 'DAILY', preset: 'today' } });
    expect(pressed()).toEqual(['Today']);
    advance(3000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits the user’s change', () => {
    const { onChange } = setup({ value: month, selectors: ['variant'] });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    advance(1500);
    expect(onChange).toHaveBeenCalledWith({ start: '2026-03-18', end: '2026-03-18', mode: 'DAILY', preset: 'today' });
  });
});
