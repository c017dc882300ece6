// The page grid: blocks take their 24ths (less their share of the gaps) from the widest breakpoint the window reaches (full width
// below them all), and the stat cards go five, three, two or one to a row by the window's width.
import { render, screen } from '@testing-library/react';
import { StatCards } from '../cards/StatCards';
import { setViewportWidth } from '../testing';
import { Column, Columns } from './Columns';

let restore: () => void = () => undefined;
afterEach(() => restore());

function page() {
  render(
    <Columns>
      <Column xl={15}>Scan vs Active</Column>
      <Column md={12} xl={9}>
        Bottle makers
      </Column>
      <Column>Label makers</Column>
    </Columns>,
  );
  return (text: string) => screen.getByText(text).style.maxWidth;
}

/** The width of a block of `span` 24ths in a row with 16 px gaps. */
const widthOf = (span: number) => `calc(${span} / 24 * (100% + 16px) - 16px)`;

test.each([
  [390, [24, 24, 24]],
  [800, [24, 12, 24]],
  [1280, [15, 9, 24]],
])('at %p px the blocks span %p of 24', (width, spans) => {
  restore = setViewportWidth(width);
  const widthIn = page();
  expect(['Scan vs Active', 'Bottle makers', 'Label makers'].map(widthIn)).toEqual(spans.map(widthOf));
});

test.each([
  [390, 1],
  [600, 2],
  [1000, 3],
  [1280, 4],
])('at %p px the stat cards go %p to a row', (width, perRow) => {
  restore = setViewportWidth(width);
  const cards = ['Active', 'Scanned', 'Reported', 'Suspect'].map((title) => ({ title, value: () => 1 }));
  render(<StatCards aria-label="Figures" state={{ status: 'ready', data: {} }} cards={cards} />);
  const grid = screen.getByRole('region', { name: 'Figures' }).lastElementChild as HTMLElement;
  expect(grid.style.gridTemplateColumns).toBe(`repeat(${perRow}, minmax(0, 1fr))`);
  expect(grid.children).toHaveLength(4);
});
