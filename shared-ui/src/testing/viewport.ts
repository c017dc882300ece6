// Tests of the phone and tablet layouts: jsdom has no screen size and the
// jest setup answers every media query with "no". This makes the min-width and
// max-width queries (useMinWidth's, antd's own) answer as
// a window of the given width would, until the returned function restores the
// previous answer.
export function setViewportWidth(width: number): () => void {
  const previous = window.matchMedia;
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = previous;
  };
}
