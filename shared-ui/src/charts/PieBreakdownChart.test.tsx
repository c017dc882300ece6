// The pie with its variant ring, drawn with the table renderer (jsdom cannot lay out ApexCharts).
import { act, render, screen, within } from '@testing-library/react';
import { ChartRendererProvider } from './ChartRenderer';
import { ChartTable } from './ChartTable';
import { PieBreakdownChart, type BreakdownSlice } from './PieBreakdownChart';

const slices: BreakdownSlice[] = [
  {
    name: 'Cahaya',
    value: 1500,
    breakdown: [
      { name: 'MPX1', value: 1000 },
      { name: 'SPX2', value: 500 },
    ],
  },
  { name: 'Sinar', value: 20, breakdown: [{ name: 'MPX1', value: 20 }] },
];

function renderPie(data = slices) {
  return render(
    <ChartRendererProvider value={ChartTable}>
      <PieBreakdownChart slices={data} aria-label="QR Active By Label Maker" />
    </ChartRendererProvider>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('draws the companies and opens the first company’s variant ring after 1 s', () => {
  renderPie();
  const pie = screen.getByRole('table', { name: 'QR Active By Label Maker' });
  expect(within(pie).getByRole('row', { name: 'Cahaya 1,500' })).toBeInTheDocument();
  expect(within(pie).getByRole('row', { name: 'Sinar 20' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(999));
  expect(screen.queryByRole('region', { name: 'Variants of Cahaya' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  const ring = screen.getByRole('table', { name: 'Variants of Cahaya' });
  expect(within(ring).getByRole('row', { name: 'MPX1 1,000' })).toBeInTheDocument();
  expect(within(ring).getByRole('row', { name: 'SPX2 500' })).toBeInTheDocument();
});

it('opens no ring without companies', () => {
  renderPie([]);
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByText(/Variants of/)).not.toBeInTheDocument();
});

it('offers each company as a button in the table, so another company’s variants need no mouse', () => {
  renderPie();
  const pie = screen.getByRole('table', { name: 'QR Active By Label Maker' });
  const sinar = within(pie).getByRole('button', { name: 'Sinar' });
  expect(sinar).toHaveAttribute('aria-pressed', 'false');
  act(() => sinar.click());
  expect(sinar).toHaveAttribute('aria-pressed', 'true');
  const ring = screen.getByRole('table', { name: 'Variants of Sinar' });
  expect(within(ring).getByRole('row', { name: 'MPX1 20' })).toBeInTheDocument();
  // The user's choice wins over the first company's auto-selection.
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('table', { name: 'Variants of Cahaya' })).not.toBeInTheDocument();
  // Choosing it again clears the choice, as a second click on the slice does.
  act(() => sinar.click());
  expect(screen.queryByRole('table', { name: 'Variants of Sinar' })).not.toBeInTheDocument();
});
