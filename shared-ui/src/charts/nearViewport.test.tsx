// A chart draws once it comes near the screen (issue 10): nothing while it is far below, then
// drawn for good from the first time it is within the margin; at once where the browser cannot tell.
import { act, render, screen } from '@testing-library/react';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './nearViewport';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

/** The observers the component created, with what they watch: the test plays the browser. */
const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; watched: Element[]; live: boolean }> =
  [];

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, watched: [], live: true };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.watched.push(element);
  }
  disconnect() {
    this.record.live = false;
  }
}

function Figure() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'drawn' : 'not drawn'}</div>;
}

const scrolledTo = (isIntersecting: boolean) =>
  act(() => {
    for (const observer of observers.filter((o) => o.live)) observer.callback([{ isIntersecting }]);
  });

afterEach(() => {
  observers.length = 0;
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('far from the screen it waits; once near it draws, and stays drawn when scrolled away', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  render(<Figure />);
  expect(screen.getByText('not drawn')).toBeInTheDocument();
  expect(observers).toHaveLength(1);
  expect(observers[0]!.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
  expect(observers[0]!.watched).toEqual([screen.getByText('not drawn')]);

  scrolledTo(false);
  expect(screen.getByText('not drawn')).toBeInTheDocument();
  scrolledTo(true);
  expect(screen.getByText('drawn')).toBeInTheDocument();
  // The observer is let go: scrolling away does not take the chart back.
  expect(observers.every((o) => !o.live)).toBe(true);
  scrolledTo(false);
  expect(screen.getByText('drawn')).toBeInTheDocument();
});

test('a figure that leaves the page stops being watched', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  const { unmount } = render(<Figure />);
  unmount();
  expect(observers.every((o) => !o.live)).toBe(true);
});

test('without IntersectionObserver the figure draws at once', () => {
  render(<Figure />);
  expect(screen.getByText('drawn')).toBeInTheDocument();
});
