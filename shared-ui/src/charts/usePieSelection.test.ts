import { act, renderHook } from '@testing-library/react';
import { usePieSelection } from './usePieSelection';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('selects the first slice after 1 s', () => {
  const { result } = renderHook(() => usePieSelection('a', 3));
  expect(result.current.selected).toBeNull();
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.selected).toBe(0);
});

it('lets a click win over the pending auto-select, and a second click clear it', () => {
  const { result } = renderHook(() => usePieSelection('a', 3));
  act(() => result.current.select(2));
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.selected).toBe(2);
  act(() => result.current.select(null));
  expect(result.current.selected).toBeNull();
});

it('starts again unselected when new data arrives', () => {
  const { result, rerender } = renderHook(({ key }) => usePieSelection(key, 2), { initialProps: { key: 'a' } });
  act(() => result.current.select(1));
  rerender({ key: 'b' });
  expect(result.current.selected).toBeNull();
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.selected).toBe(0);
});
