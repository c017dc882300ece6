// A part of a page drawn in a commit of its own, right after the rest (issue 10).
//
// React commits a page in one task: every new element created, every antd style injected, the
// page laid out. On a mid-range phone the label-maker page's first commit was a 450 ms task in
// which the page answered no input. Its chart cards (below the figures, and their drawing is in
// turns anyway: charts/drawTurns.ts) come in a second commit, rendered in a transition (in slices
// between which the browser paints and answers input): two shorter tasks instead of one long one.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function RenderAfter({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? <>{children}</> : null;
}
