import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableHandle, PageRequest, PageResult } from './types';

interface Row {
  id: number;
  username: string;
  scans: number;
}

const ALL: Row[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  username: `user${String(i + 1).padStart(2, '0')}`,
  scans: (i + 1) * 1000,
}));

/** A stand-in server: sorts and pages ALL like the API does. */
function server(rows: Row[] = ALL) {
  return jest.fn(async (request: PageRequest, filters?: { search?: string }): Promise<PageResult<Row>> => {
    let list = rows.filter((r) => !filters?.search || r.username.includes(filters.search));
    if (request.by) {
      const key = request.by as keyof Row;
      list = [...list].sort(
        (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (request.order === 'ASC' ? 1 : -1),
      );
    }
    const start = (request.page - 1) * request.limit;
    return {
      data: list.slice(start, start + request.limit),
      meta: {
        current_page: request.page,
        last_page: Math.max(1, Math.ceil(list.length / request.limit)),
        per_page: request.limit,
        total: list.length,
      },
    };
  });
}

const columns: DataTableColumn<Row>[] = [
  { key: 'id', title: 'ID', sortable: true, format: 'text' },
  { key: 'username', title: 'Username', sortable: true },
  { key: 'scans', title: 'Scans' },
];

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
/** The clickable header cell of a column (antd renders a second, hidden header row for measuring). */
const header = (name: string) => screen.getAllByText(name)[0] as HTMLElement;
const firstCells = () => Array.from(bodyRows()).map((row) => row.querySelector('td')?.textContent);

describe('DataTable, paged', () => {
  it('loads page 1 with 15 rows and shows numbers with comma thousands', async () => {
    const fetchPage = server();
    render(
      <DataTable<Row> columns={columns} rowKey="id" fetchPage={fetchPage} defaultSort={{ by: 'id', order: 'ASC' }} />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, limit: 15, order: 'ASC', by: 'id' }, undefined);
    expect(screen.getByText('15,000')).toBeInTheDocument();
    expect(screen.getByText('1-15 of 40')).toBeInTheDocument();
  });

  it('goes to another page; a new page size starts again from page 1', async () => {
    const fetchPage = server();
    render(
      <DataTable<Row> columns={columns} rowKey="id" fetchPage={fetchPage} defaultSort={{ by: 'id', order: 'ASC' }} />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(firstCells()[0]).toBe('31'));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 3, limit: 15, order: 'ASC', by: 'id' }, undefined);
    expect(bodyRows()).toHaveLength(10);

    // the size changer offers 15, 30 and 50
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select') as HTMLElement);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['15 / page', '30 / page', '50 / page']);
    fireEvent.click(await screen.findByTitle('30 / page'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 30, order: 'ASC', by: 'id' }, undefined),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
  });

  it('sorts a new column descending, toggles it, and reloads page 1 on each sort change', async () => {
    const fetchPage = server();
    render(
      <DataTable<Row> columns={columns} rowKey="id" fetchPage={fetchPage} defaultSort={{ by: 'id', order: 'ASC' }} />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(firstCells()[0]).toBe('16'));

    fireEvent.click(header('Username'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 15, order: 'DESC', by: 'username' }, undefined),
    );
    await waitFor(() => expect(firstCells()[0]).toBe('40'));

    fireEvent.click(header('Username'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 15, order: 'ASC', by: 'username' }, undefined),
    );
    await waitFor(() => expect(firstCells()[0]).toBe('1'));

    fireEvent.click(header('Username'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 15, order: 'DESC', by: 'username' }, undefined),
    );
  });

  it('reloads page 1 when the filters change by value, not when they are rebuilt equal', async () => {
    const fetchPage = server();
    const { rerender } = render(
      <DataTable<Row, { search: string }>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        filters={{ search: '' }}
      />,
    );
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    rerender(
      <DataTable<Row, { search: string }>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        filters={{ search: '' }}
      />,
    );
    rerender(
      <DataTable<Row, { search: string }>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        filters={{ search: 'user1' }}
      />,
    );
    // user10 to user19
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), { search: 'user1' });
  });

  it('shows No Data for an empty result', async () => {
    render(<DataTable<Row> columns={columns} rowKey="id" fetchPage={server([])} />);
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('says when the data could not be loaded and retries on demand', async () => {
    const ok = server();
    const fetchPage = jest.fn().mockRejectedValueOnce(new Error('boom')).mockImplementation(ok);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<DataTable<Row> columns={columns} rowKey="id" fetchPage={fetchPage} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
  });

  it('ignores an answer that arrives after a newer request', async () => {
    let resolveSlow: (value: PageResult<Row>) => void = () => {};
    const fetchPage = jest
      .fn()
      .mockImplementationOnce(() => new Promise<PageResult<Row>>((resolve) => (resolveSlow = resolve)))
      .mockImplementation(server());
    const { rerender } = render(
      <DataTable<Row, { search: string }>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        filters={{ search: 'old' }}
      />,
    );
    rerender(
      <DataTable<Row, { search: string }>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        filters={{ search: 'user4' }}
      />,
    );
    // only user40
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await act(async () =>
      resolveSlow({ data: ALL.slice(0, 15), meta: { current_page: 1, last_page: 3, per_page: 15, total: 40 } }),
    );
    expect(bodyRows()).toHaveLength(1);
  });

  it('reloads the current page through its handle', async () => {
    const fetchPage = server();
    const ref = createRef<DataTableHandle>();
    render(<DataTable<Row> ref={ref} columns={columns} rowKey="id" fetchPage={fetchPage} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    act(() => ref.current?.reload());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), undefined);
  });
});

describe('DataTable, infinite scroll', () => {
  function scrollBody(position: { scrollTop: number; scrollHeight: number; clientHeight: number }) {
    const body = document.querySelector('.ant-table-body') as HTMLElement;
    for (const [key, value] of Object.entries(position))
      Object.defineProperty(body, key, { configurable: true, value });
    fireEvent.scroll(body);
  }

  it('appends the next page when scrolled near the bottom, until the last page', async () => {
    const fetchPage = server();
    render(
      <DataTable<Row>
        mode="infinite"
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        defaultSort={{ by: 'id', order: 'DESC' }}
      />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(screen.getByText('Showing 15 of 40')).toBeInTheDocument();

    // far from the bottom: nothing happens
    scrollBody({ scrollTop: 0, scrollHeight: 1000, clientHeight: 500 });
    expect(fetchPage).toHaveBeenCalledTimes(1);

    scrollBody({ scrollTop: 450, scrollHeight: 1000, clientHeight: 500 });
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, limit: 15, order: 'DESC', by: 'id' }, undefined);
    expect(firstCells().slice(14, 16)).toEqual(['26', '25']);

    scrollBody({ scrollTop: 1500, scrollHeight: 2000, clientHeight: 500 });
    await waitFor(() => expect(bodyRows()).toHaveLength(40));
    expect(screen.getByText('Showing 40 of 40')).toBeInTheDocument();

    scrollBody({ scrollTop: 2500, scrollHeight: 3000, clientHeight: 500 });
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('asks once while a page is on its way', async () => {
    const fetchPage = server();
    render(<DataTable<Row> mode="infinite" columns={columns} rowKey="id" fetchPage={fetchPage} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    scrollBody({ scrollTop: 450, scrollHeight: 1000, clientHeight: 500 });
    scrollBody({ scrollTop: 460, scrollHeight: 1000, clientHeight: 500 });
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('starts again from page 1 when the filters change', async () => {
    const fetchPage = server();
    const { rerender } = render(
      <DataTable<Row, { search: string }>
        mode="infinite"
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        filters={{ search: '' }}
      />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    scrollBody({ scrollTop: 450, scrollHeight: 1000, clientHeight: 500 });
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    rerender(
      <DataTable<Row, { search: string }>
        mode="infinite"
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        filters={{ search: 'user2' }}
      />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), { search: 'user2' });
  });

  it('refuses to combine infinite scroll with pagination', () => {
    const props = { mode: 'infinite', pageSizeOptions: [15, 30] } as unknown as { mode: 'infinite' };
    render(<DataTable<Row> {...props} columns={columns} rowKey="id" fetchPage={server()} />);
    expect(screen.getByText('Infinite scroll cannot be combined with pagination.')).toBeInTheDocument();
  });
});

describe('DataTable, inline rows', () => {
  it('pages and sorts in the browser', async () => {
    render(<DataTable<Row> columns={columns} rowKey="id" dataSource={ALL} />);
    expect(bodyRows()).toHaveLength(15);
    fireEvent.click(header('ID'));
    await waitFor(() => expect(firstCells()[0]).toBe('40'));
    fireEvent.click(header('ID'));
    await waitFor(() => expect(firstCells()[0]).toBe('1'));
  });
});

describe('DataTable, keyboard', () => {
  it('makes the scrolling rows a named region the keyboard can reach', async () => {
    render(<DataTable<Row> aria-label="Scans by user" columns={columns} rowKey="id" dataSource={ALL} />);
    const region = await screen.findByRole('region', { name: 'Scans by user' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByText('user01')).toBeInTheDocument();
  });
});
