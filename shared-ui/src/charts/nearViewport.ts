// A chart draws once it comes near the screen (issue 10), as dashboards such as Grafana draw their
// panels. On a phone the label-maker page's second and third charts are a screen or more below the
// figures: drawn at once, each took 100 to 250 ms of a mid-range phone's main thread (4x CPU) while
// the page answered no input, for charts nobody was looking at yet. They now draw as the reader
// scrolls towards them, NEAR_VIEWPORT_MARGIN ahead, so the chart is usually there when it comes
// into view. On a desktop screen the highlight pages' charts are all within reach and draw at once.
import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far outside the screen a chart already draws (above or below it). */
export const NEAR_VIEWPORT_MARGIN = '200px 0px';

/**
 * True from the first time the element is within NEAR_VIEWPORT_MARGIN of the screen; it then stays
 * true (a drawn chart is kept). Where IntersectionObserver is missing (old browsers, jsdom) true at once.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return [ref, near];
}
