import { act, renderHook, waitFor } from '@testing-library/react';
import { useBlockData } from './useBlockData';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useBlockData', () => {
  it('is loading, then holds the data', async () => {
    const load = jest.fn(async (q: { start: string }) => `data for ${q.start}`);
    const { result } = renderHook(() => useBlockData(load, { start: '2026-03-01' }, { name: 'test' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'data for 2026-03-01' }));
  });

  it('loads again only when the query changes by value', async () => {
    const load = jest.fn(async (q: { start: string }) => q.start);
    const { result, rerender } = renderHook(({ q }) => useBlockData(load, q, { name: 'test' }), {
      initialProps: { q: { start: 'a' } },
    });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    rerender({ q: { start: 'a' } });
    rerender({ q: { start: 'b' } });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'b' }));
    expect(load.mock.calls.map(([q]) => q.start)).toEqual(['a', 'b']);
  });

  it('never shows the answer of an older query', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const load = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result, rerender } = renderHook(({ q }) => useBlockData<string, string>(load, q, { name: 'test' }), {
      initialProps: { q: 'old' },
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    rerender({ q: 'new' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => second.resolve('new answer'));
    await act(async () => first.resolve('old answer'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'new answer' });
  });

  it('logs a failure and keeps it, and reload tries again', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('HTTP 500');
    const load = jest.fn().mockRejectedValueOnce(error).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useBlockData(load, {}, { name: 'the label-maker cards' }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error }));
    expect(log).toHaveBeenCalledWith('Could not load the label-maker cards', error);
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'ok' }));
  });

  it('waits the delay before asking', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(async () => 1);
      const { result } = renderHook(() => useBlockData(load, {}, { name: 'test', delayMs: 100 }));
      act(() => jest.advanceTimersByTime(99));
      expect(load).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1));
      expect(load).toHaveBeenCalledTimes(1);
      expect(result.current.state).toEqual({ status: 'ready', data: 1 });
    } finally {
      jest.useRealTimers();
    }
  });
});
