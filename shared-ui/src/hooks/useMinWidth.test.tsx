// The window's width class in the first render (issue 10): no second render to correct a guess.
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { setViewportWidth } from '../testing/viewport';
import { SCREEN_LG, SCREEN_MD, useMinWidth } from './useMinWidth';

function Layout() {
  const wide = useMinWidth(SCREEN_LG);
  const roomy = useMinWidth(SCREEN_MD);
  return <p>{`${wide ? 'sidebar' : 'drawer'} ${roomy ? 'roomy' : 'narrow'}`}</p>;
}

test.each([
  [1280, 'sidebar roomy'],
  [800, 'drawer roomy'],
  [390, 'drawer narrow'],
])('at %i px: %s, right in the first render', (width, text) => {
  const restore = setViewportWidth(width);
  let commits = 0;
  try {
    render(
      <Profiler id="layout" onRender={() => (commits += 1)}>
        <Layout />
      </Profiler>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    // Drawn once: no second render to correct a first guess.
    expect(commits).toBe(1);
  } finally {
    restore();
  }
});

test('renders again when the window crosses the width', () => {
  const previous = window.matchMedia;
  let width = 1280;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  try {
    render(<Layout />);
    expect(screen.getByText(/^sidebar roomy/)).toBeInTheDocument();
    act(() => {
      width = 390;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText(/^drawer narrow/)).toBeInTheDocument();
  } finally {
    window.matchMedia = previous;
  }
});
