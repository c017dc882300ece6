// "View as table": every chart card shows its figures as a table on request,
// with the keyboard alone.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart } from '../charts/BarChart';
import { ChartRendererProvider, type ChartRenderer } from '../charts/ChartRenderer';
import type { BlockState } from '../hooks/useBlockData';
import { ChartCard } from './ChartCard';

/** Stands in for ApexCharts, which jsdom cannot lay out. */
const drawing: ChartRenderer = ({ 'aria-label': label }) => <div role="figure" aria-label={label} />;

type Period = { period: string; scan: number; active: number };

function renderCard(state: BlockState<Period[]>) {
  return render(
    <ChartRendererProvider value={drawing}>
      <ChartCard title="Scan vs Active" state={state}>
        {(rows) => (
          <BarChart
            categories={rows.map((row) => row.period)}
            series={[
              { name: 'Scan', data: rows.map((row) => row.scan) },
              { name: 'Active', data: rows.map((row) => row.active) },
            ]}
            aria-label="Scan vs Active"
          />
        )}
      </ChartCard>
    </ChartRendererProvider>,
  );
}

const ROWS: Period[] = [
  { period: 'Week 1', scan: 1200, active: 300 },
  { period: 'Week 2', scan: 40, active: 0 },
];

it('switches between the chart and a table of its figures with the keyboard', async () => {
  renderCard({ status: 'ready', data: ROWS });
  expect(screen.getByRole('figure', { name: 'Scan vs Active' })).toBeInTheDocument();
  const toggle = screen.getByRole('switch', { name: 'View as table' });
  expect(toggle).not.toBeChecked();

  toggle.focus();
  await userEvent.keyboard(' ');
  expect(toggle).toBeChecked();
  const table = screen.getByRole('table', { name: 'Scan vs Active' });
  expect(within(table).getByRole('columnheader', { name: 'Scan' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Week 1 1,200 300' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Week 2 40 0' })).toBeInTheDocument();
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();

  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('figure', { name: 'Scan vs Active' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('keeps the table view when new figures arrive', async () => {
  const { rerender } = renderCard({ status: 'ready', data: ROWS });
  await userEvent.click(screen.getByRole('switch', { name: 'View as table' }));
  rerender(
    <ChartRendererProvider value={drawing}>
      <ChartCard title="Scan vs Active" state={{ status: 'ready', data: [{ period: 'Week 3', scan: 7, active: 5 }] }}>
        {(rows) => (
          <BarChart
            categories={rows.map((row) => row.period)}
            series={[{ name: 'Scan', data: rows.map((row) => row.scan) }]}
            aria-label="Scan vs Active"
          />
        )}
      </ChartCard>
    </ChartRendererProvider>,
  );
  expect(screen.getByRole('row', { name: 'Week 3 7' })).toBeInTheDocument();
});
