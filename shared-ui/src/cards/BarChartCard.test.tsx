// BarChartCard drawn with the table renderer (jsdom cannot lay out ApexCharts).
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { BarChartInput } from '../charts/barChart';
import { ChartRendererProvider } from '../charts/ChartRenderer';
import { ChartTable } from '../charts/ChartTable';
import type { BlockState } from '../hooks/useBlockData';
import { BarChartCard } from './BarChartCard';

type Row = { maker: string; active: number };

const chart = (rows: Row[]): BarChartInput => ({
  categories: rows.map((r) => r.maker),
  series: [{ name: 'Success', data: rows.map((r) => r.active), color: '#52c41a' }],
});

function renderCard(state: BlockState<Row[]>, build = chart, reload = jest.fn()) {
  return render(
    <ChartRendererProvider value={ChartTable}>
      <BarChartCard
        title="Detailed by Bottle Maker"
        info="Labels per bottle maker."
        block={{ state, reload }}
        chart={build}
      />
    </ChartRendererProvider>,
  );
}

const card = () => screen.getByRole('region', { name: 'Detailed by Bottle Maker' });

it('says Loading... until the data arrives, without building the chart', () => {
  const build = jest.fn(chart);
  renderCard({ status: 'loading' }, build);
  expect(within(card()).getByText('Loading...')).toBeInTheDocument();
  expect(card()).toHaveAttribute('aria-busy', 'true');
  expect(build).not.toHaveBeenCalled();
});

it('keeps the height of a drawn bar chart while loading, so the row below does not jump when it draws', () => {
  renderCard({ status: 'loading' });
  // ApexCharts draws a 350 px chart in an element it makes 365 px tall.
  expect(within(card()).getByText('Loading...').parentElement).toHaveStyle({ minHeight: '365px' });
});

it.each([
  { what: 'no rows', rows: [] },
  { what: 'only zeros', rows: [{ maker: 'Botol Jaya', active: 0 }] },
])('says No Data when the chart has nothing to draw ($what)', ({ rows }) => {
  renderCard({ status: 'ready', data: rows });
  expect(within(card()).getByText('No Data')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('draws the chart, named by the title, building its input once per render', () => {
  const build = jest.fn(chart);
  renderCard({ status: 'ready', data: [{ maker: 'Botol Jaya', active: 1000 }] }, build);
  const table = within(card()).getByRole('table', { name: 'Detailed by Bottle Maker' });
  expect(within(table).getByRole('row', { name: 'Botol Jaya 1,000' })).toBeInTheDocument();
  expect(build).toHaveBeenCalledTimes(1);
});

it('says the data could not be loaded, and retries through the block', () => {
  const reload = jest.fn();
  renderCard({ status: 'error', error: new Error('boom') }, chart, reload);
  expect(within(card()).getByRole('alert')).toHaveTextContent('The data could not be loaded.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('has the info popover of its title', async () => {
  renderCard({ status: 'loading' });
  fireEvent.click(screen.getByRole('button', { name: 'About Detailed by Bottle Maker' }));
  expect(await screen.findByText('Labels per bottle maker.')).toBeInTheDocument();
});
