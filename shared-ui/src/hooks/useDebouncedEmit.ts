// Filters emit their value some time after the user's last change, so a user
// clicking through dates or typing does not start a request per step
// (spec: 1500 ms), while the first emit on load can be immediate.
import { useCallback, useEffect, useMemo, useRef } from 'react';

/** Spec shell-highlights 9 / reports-settings 9: filter debounce. */
export const FILTER_DEBOUNCE_MS = 1500;

export interface DebouncedEmit<T> {
  /** Emits `value` once `delayMs` passed without another call; an earlier pending value is dropped. */
  schedule(value: T): void;
  /** Emits `value` now and drops a pending one. */
  now(value: T): void;
  /** Drops a pending value. */
  cancel(): void;
}

export function useDebouncedEmit<T>(emit: (value: T) => void, delayMs: number = FILTER_DEBOUNCE_MS): DebouncedEmit<T> {
  // The latest callback is called, so a parent need not memoise it.
  const emitRef = useRef(emit);
  useEffect(() => {
    emitRef.current = emit;
  }, [emit]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  // A page that unmounts must not fetch for a filter it no longer shows.
  useEffect(() => cancel, [cancel]);

  const schedule = useCallback(
    (value: T) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        emitRef.current(value);
      }, delayMs);
    },
    [cancel, delayMs],
  );

  const now = useCallback(
    (value: T) => {
      cancel();
      emitRef.current(value);
    },
    [cancel],
  );

  return useMemo(() => ({ schedule, now, cancel }), [schedule, now, cancel]);
}
