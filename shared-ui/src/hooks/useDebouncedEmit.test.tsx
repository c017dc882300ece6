import { act, renderHook } from '@testing-library/react';
import { useDebouncedEmit } from './useDebouncedEmit';

describe('useDebouncedEmit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('emits only the last value, 1500 ms after the last change', () => {
    const emit = jest.fn();
    const { result } = renderHook(() => useDebouncedEmit<string>(emit));
    act(() => result.current.schedule('a'));
    act(() => jest.advanceTimersByTime(1000));
    act(() => result.current.schedule('b'));
    act(() => jest.advanceTimersByTime(1499));
    expect(emit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('b');
  });

  it('emits immediately with now() and drops a pending value', () => {
    const emit = jest.fn();
    const { result } = renderHook(() => useDebouncedEmit<string>(emit));
    act(() => result.current.schedule('pending'));
    act(() => result.current.now('now'));
    act(() => jest.advanceTimersByTime(5000));
    expect(emit.mock.calls).toEqual([['now']]);
  });

  it('does not emit after unmount', () => {
    const emit = jest.fn();
    const { result, unmount } = renderHook(() => useDebouncedEmit<string>(emit));
    act(() => result.current.schedule('late'));
    unmount();
    jest.advanceTimersByTime(5000);
    expect(emit).not.toHaveBeenCalled();
  });

  it('calls the latest callback', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ cb }) => useDebouncedEmit<number>(cb, 100), {
      initialProps: { cb: first },
    });
    act(() => result.current.schedule(1));
    rerender({ cb: second });
    act(() => jest.advanceTimersByTime(100));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1);
  });
});
