// The page grid (issue 10): blocks side by side on wide screens and one under the other on narrow
// ones, in 24ths from a breakpoint up, as antd's Row and Col took them. antd's grid writes its CSS
// for every span at every breakpoint whatever a page uses: 87 KB of the label-maker page's 374 KB
// of CSS, generated and parsed in the first page's render on a phone. These are wrapping flex rows
// whose spans follow the window's width (useMinWidth: right in the first render, again only on
// change). Not a grid of 24 tracks: its 23 gaps alone (368 px) are wider than a phone's page.
import type { ReactNode } from 'react';
import { SCREEN_LG, SCREEN_MD, SCREEN_SM, SCREEN_XL, useMinWidth } from '../hooks/useMinWidth';

/** A block's width in 24ths from each breakpoint up (antd's names and widths); below them all, 24. */
export interface Spans {
  xs?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

/** The space between blocks, across and down (antd's gutter [16, 16]). */
export const COLUMN_GAP = 16;

/** The span of the widest breakpoint that the window reaches and `spans` names. */
function useSpan({ xs = 24, sm, md, lg, xl }: Spans): number {
  const reaches = [useMinWidth(SCREEN_SM), useMinWidth(SCREEN_MD), useMinWidth(SCREEN_LG), useMinWidth(SCREEN_XL)];
  let span = xs;
  [sm, md, lg, xl].forEach((value, index) => {
    if (value !== undefined && reaches[index]) span = value;
  });
  return span;
}

export function Columns({ children, align }: { children: ReactNode; align?: 'middle' }) {
  return (
    <div
      className="qg-columns"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: COLUMN_GAP,
        alignItems: align === 'middle' ? 'center' : undefined,
      }}
    >
      {children}
    </div>
  );
}

/** One block of a Columns grid, `spans` wide. */
export function Column({ children, ...spans }: Spans & { children: ReactNode }) {
  const span = useSpan(spans);
  // span 24ths of the row, less this block's share of the gaps: blocks that fill a row add up to it.
  const width = `calc(${span} / 24 * (100% + ${COLUMN_GAP}px) - ${COLUMN_GAP}px)`;
  return <div style={{ flex: `0 0 ${width}`, maxWidth: width, minWidth: 0 }}>{children}</div>;
}
