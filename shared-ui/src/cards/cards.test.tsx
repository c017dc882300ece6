import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChartCard } from './ChartCard';
import { StatCard } from './StatCard';
import { StatCards } from './StatCards';

describe('StatCard', () => {
  it('shows title, the value with comma thousands, and the unit', () => {
    render(<StatCard title="No. of Bottle Scan" value={1234567} unit="Activities" />);
    const card = screen.getByRole('group', { name: 'No. of Bottle Scan' });
    expect(within(card).getByText('1,234,567')).toBeInTheDocument();
    expect(within(card).getByText('Activities')).toBeInTheDocument();
  });

  it('says Loading... while the figure loads, and - when there is none', () => {
    const { rerender } = render(<StatCard title="Total QR" value={undefined} loading unit="QR" />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('QR')).not.toBeInTheDocument();
    rerender(<StatCard title="Total QR" value={null} />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('shows 0 as a figure', () => {
    render(<StatCard title="Total Fail" value={0} />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('explains the figure in an info popover', async () => {
    render(<StatCard title="Total QR" value={5} info="QR given plus 4% spare." />);
    fireEvent.click(screen.getByRole('button', { name: 'About Total QR' }));
    expect(await screen.findByText('QR given plus 4% spare.')).toBeInTheDocument();
  });
});

describe('StatCards', () => {
  const cards = [
    { title: 'Total Scan', value: (d: { scan: number }) => d.scan },
    { title: 'Twice', value: (d: { scan: number }) => d.scan * 2, unit: 'x' },
  ];

  it('fills every card from the one answer', () => {
    render(<StatCards state={{ status: 'ready', data: { scan: 1500 } }} cards={cards} />);
    expect(within(screen.getByRole('group', { name: 'Total Scan' })).getByText('1,500')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Twice' })).getByText('3,000')).toBeInTheDocument();
  });

  it('says once that the figures could not be loaded, and retries', () => {
    const retry = jest.fn();
    render(<StatCards state={{ status: 'error', error: new Error('x') }} cards={cards} onRetry={retry} />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded.');
    expect(screen.getAllByText('-')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says Loading... on every card while loading', () => {
    render(<StatCards state={{ status: 'loading' }} cards={cards} />);
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
  });
});

describe('ChartCard', () => {
  const draw = (rows: number[]) => <p>{`chart of ${rows.length}`}</p>;

  it('says Loading... until the data arrives', () => {
    render(
      <ChartCard title="Scan vs Active" state={{ status: 'loading' }}>
        {draw}
      </ChartCard>,
    );
    const card = screen.getByRole('region', { name: 'Scan vs Active' });
    expect(within(card).getByText('Loading...')).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-busy', 'true');
  });

  it('says No Data when the data is empty', () => {
    render(
      <ChartCard title="Scan vs Active" state={{ status: 'ready', data: [] as number[] }}>
        {draw}
      </ChartCard>,
    );
    expect(screen.getByText('No Data')).toBeInTheDocument();
    expect(screen.queryByText(/chart of/)).not.toBeInTheDocument();
  });

  it('uses the page’s own test of emptiness', () => {
    render(
      <ChartCard title="Scan" state={{ status: 'ready', data: [0, 0] }} isEmpty={(rows) => rows.every((r) => r === 0)}>
        {draw}
      </ChartCard>,
    );
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  it('draws the chart from the data', () => {
    render(
      <ChartCard title="Scan" state={{ status: 'ready', data: [1, 2, 3] }}>
        {draw}
      </ChartCard>,
    );
    expect(screen.getByText('chart of 3')).toBeInTheDocument();
  });

  it('says the data could not be loaded, with a retry', () => {
    const retry = jest.fn();
    render(
      <ChartCard title="Scan" state={{ status: 'error', error: new Error('boom') }} onRetry={retry}>
        {draw}
      </ChartCard>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('has an info popover with the help text', async () => {
    render(
      <ChartCard title="Scan" info="Printed labels scanned, repeat scans included." state={{ status: 'loading' }}>
        {draw}
      </ChartCard>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'About Scan' }));
    expect(await screen.findByText('Printed labels scanned, repeat scans included.')).toBeInTheDocument();
  });
});
