// Whether the window is at least a width wide, right in the first render (issue 10).
//
// antd's Grid.useBreakpoint() answers {} in the first render and measures in a layout effect,
// then forces the component to render again, synchronously. Used at the top of the dashboard's
// layout, that second render was the whole shell and page again, in the same task as the first:
// 190 ms of a mid-range phone's time at every start. A media query read through
// useSyncExternalStore has its answer in the first render and renders again only when it changes.
import { useCallback, useSyncExternalStore } from 'react';

/** antd's default breakpoints (theme tokens screenSM to screenXL): large phone, tablet upright, small laptop, desktop. */
export const SCREEN_SM = 576;
export const SCREEN_MD = 768;
export const SCREEN_LG = 992;
export const SCREEN_XL = 1200;

const queryOf = (width: number) => `(min-width: ${width}px)`;

/** True while the window is at least `width` px wide (as antd's `screens.md` etc. say it). */
export function useMinWidth(width: number): boolean {
  const query = queryOf(width);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
