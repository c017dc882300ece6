// Loads the data of one dashboard block (a row of cards, one chart) for a
// query. Every block loads on its own, so a slow chart does not hold up the
// cards. Only the answer to the newest query is shown; a failure is logged and
// kept as the block's state so the block can say so and offer a retry.
import { useCallback, useEffect, useRef, useState } from 'react';

export type BlockState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

export interface BlockData<T> {
  state: BlockState<T>;
  /** Loads the current query again. */
  reload(): void;
}

export interface BlockOptions {
  /** Named in the console when the load fails. */
  name: string;
  /** Wait this long before the request (the customer page's 100 ms). Default 0. */
  delayMs?: number;
}

/** Queries compare by value: a new object with the same values loads nothing new. */
const keyOf = (query: unknown) => JSON.stringify(query ?? null);

/**
 * `load(query)` runs when the query (by value) changes, `delayMs` after it.
 * While it runs the state is loading, so a block never shows figures of
 * another filter as if they were this one's.
 */
export function useBlockData<T, Q>(load: (query: Q) => Promise<T>, query: Q, options: BlockOptions): BlockData<T> {
  const { name, delayMs = 0 } = options;
  const [result, setResult] = useState<{ key: string; tick: number; state: BlockState<T> } | null>(null);
  const [tick, setTick] = useState(0);
  const key = keyOf(query);

  // The latest function and query, read when the request starts.
  const latest = useRef({ load, query, name });
  useEffect(() => {
    latest.current = { load, query, name };
  });

  useEffect(() => {
    let current = true;
    const run = async () => {
      const { load: fetcher, query: q, name: label } = latest.current;
      try {
        const data = await fetcher(q);
        if (current) setResult({ key, tick, state: { status: 'ready', data } });
      } catch (error) {
        if (!current) return;
        console.error(`Could not load ${label}`, error);
        setResult({ key, tick, state: { status: 'error', error } });
      }
    };
    const timer = setTimeout(() => void run(), delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, tick, delayMs]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  // A result of an older query or load is not this one's: loading until the new one lands.
  const state: BlockState<T> =
    result && result.key === key && result.tick === tick ? result.state : { status: 'loading' };
  return { state, reload };
}
