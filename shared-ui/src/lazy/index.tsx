// Code loaded on demand without waiting for nothing. React.lazy suspends on its
// first render even when its module is already here (its promise settles a
// microtask later): the Suspense fallback commits, and React 19 then holds the
// content back until 300 ms after that fallback (FALLBACK_THROTTLE_MS). On a
// signed-in start the shell, the remote and its page were all fetched ahead,
// yet each lazy level paid that pause (the label-maker page's title came
// 600 ms after its code, issue 10). readyLazy draws a loaded module's
// component at once and suspends only while the code is really on its way.
import { lazy, useState, type ComponentType } from 'react';

export interface Loader<T> {
  /** Loads (once) and resolves to the value. */
  (): Promise<T>;
  /** The value once it has loaded, else undefined. */
  loaded(): T | undefined;
}

/** Calls `load` once; a failed load (a dropped connection) is forgotten so the next call tries again. */
export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let pending: Promise<T> | undefined;
  let value: { current: T } | undefined;
  const loader = () => {
    pending ??= load().then(
      (result) => {
        value = { current: result };
        return result;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(loader, { loaded: () => value?.current });
}

/**
 * A component drawn by `pick(module)`: at once when the module has loaded,
 * through React.lazy (and the nearest Suspense) while it loads. Decided once
 * per mount, so a component first shown through lazy is not remounted when
 * its module lands.
 */
export function readyLazy<M, P extends object>(
  loader: Loader<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: pick(await loader()) }));
  function ReadyLazy(props: P) {
    const [ready] = useState(() => loader.loaded());
    if (ready === undefined) return <Lazy {...props} />;
    const Component = pick(ready);
    return <Component {...props} />;
  }
  return ReadyLazy;
}
export { RenderAfter } from './RenderAfter';
