// Issue 11: the table's state in the URL, row buttons, hidden columns, special
// buttons and the configuration checks.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useEffect, useState, type ReactElement } from 'react';
import { DataTable } from './DataTable';
import { readTableState, writeTableState } from './useTableUrlState';
import { createInlineBuilder } from '../export/inlineBuilder';
import type { DataTableColumn, PageRequest, PageResult } from './types';

interface Row {
  id: number;
  username: string;
  locked: boolean;
}

const ALL: Row[] = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, username: `user${i + 1}`, locked: i % 2 === 0 }));

function server(rows: Row[] = ALL) {
  return jest.fn(async (request: PageRequest, filters?: { odd?: boolean }): Promise<PageResult<Row>> => {
    let list = rows.filter((r) => !filters?.odd || r.id % 2 === 1);
    if (request.by === 'id' && request.order === 'DESC') list = [...list].reverse();
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
  { key: 'username', title: 'Username' },
];

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
const firstCells = () => Array.from(bodyRows()).map((row) => row.querySelector('td')?.textContent);

interface Spied {
  search: string;
  navigate: NavigateFunction;
}
/** The router's location and navigate, as the test last saw them. */
const spied: Spied = { search: '', navigate: (() => undefined) as NavigateFunction };
function Spy() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    spied.search = search;
    spied.navigate = navigate;
  }, [search, navigate]);
  return null;
}
function inRouter(element: ReactElement, url = '/list'): Spied {
  const router = spied;
  render(
    <MemoryRouter initialEntries={[url]}>
      <Spy />
      {element}
    </MemoryRouter>,
  );
  return router;
}
const search = (router: Spied) => new URLSearchParams(router.search);

describe('DataTable state in the URL', () => {
  const ASC = { by: 'id', order: 'ASC' } as const;

  it('puts page, size and sort in the URL, and Back restores the table', async () => {
    const fetchPage = server();
    const router = inRouter(<DataTable<Row> columns={columns} rowKey="id" fetchPage={fetchPage} defaultSort={ASC} />);
    await waitFor(() => expect(firstCells()[0]).toBe('1'));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(firstCells()[0]).toBe('31'));
    expect(search(router).get('page')).toBe('3');

    fireEvent.click(screen.getAllByText('ID')[0] as HTMLElement);
    await waitFor(() => expect(firstCells()[0]).toBe('40'));
    expect(search(router).get('sort')).toBe('id.desc');
    expect(search(router).get('page')).toBeNull();

    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(firstCells()[0]).toBe('31'));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 3, limit: 15, order: 'ASC', by: 'id' }, undefined);
  });

  it('opens on the page, size and sort a URL names', async () => {
    const fetchPage = server();
    inRouter(
      <DataTable<Row> columns={columns} rowKey="id" fetchPage={fetchPage} defaultSort={ASC} />,
      '/list?page=2&size=30&sort=id.desc',
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(fetchPage).toHaveBeenCalledWith({ page: 2, limit: 30, order: 'DESC', by: 'id' }, undefined);
  });

  it('keeps two tables apart by their urlKey', async () => {
    const router = inRouter(
      <>
        <DataTable<Row> urlKey="a" columns={columns} rowKey="id" fetchPage={server()} defaultSort={ASC} />
        <DataTable<Row> urlKey="b" columns={columns} rowKey="id" fetchPage={server()} defaultSort={ASC} />
      </>,
      '/list?b.page=2',
    );
    await waitFor(() => expect(firstCells()).toContain('16'));
    fireEvent.click(screen.getAllByTitle('3')[0] as HTMLElement);
    await waitFor(() => expect(search(router).get('a.page')).toBe('3'));
    expect(search(router).get('b.page')).toBe('2');
  });

  it('goes back to page 1 when the filters change', async () => {
    const fetchPage = server();
    function Page() {
      const [odd, setOdd] = useState(false);
      return (
        <>
          <button onClick={() => setOdd(true)}>odd</button>
          <DataTable<Row, { odd: boolean }> columns={columns} rowKey="id" fetchPage={fetchPage} filters={{ odd }} />
        </>
      );
    }
    const router = inRouter(<Page />, '/list?page=2');
    await waitFor(() => expect(firstCells()[0]).toBe('16'));
    fireEvent.click(screen.getByRole('button', { name: 'odd' }));
    await waitFor(() => expect(firstCells()[0]).toBe('1'));
    expect(search(router).get('page')).toBeNull();
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), { odd: true });
    expect(fetchPage).not.toHaveBeenCalledWith(expect.objectContaining({ page: 2 }), { odd: true });
  });

  it('refuses a sort the table does not offer, and a page past the last one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchPage = server();
    const router = inRouter(
      <DataTable<Row> columns={columns} rowKey="id" fetchPage={fetchPage} defaultSort={ASC} />,
      '/list?sort=password.asc&page=9',
    );
    await waitFor(() => expect(search(router).get('page')).toBe('3'));
    expect(warn).toHaveBeenCalledWith('Sort Unavailable');
    expect(warn).toHaveBeenCalledWith('Last Page Reached!');
    await waitFor(() => expect(firstCells()[0]).toBe('31'));
    warn.mockRestore();
  });

  it('reads and writes params, leaving defaults out', () => {
    const options = {
      urlKey: 'scan',
      defaultPageSize: 15,
      pageSizeOptions: [15, 30, 50],
      defaultSort: { by: 'scan_date', order: 'DESC' as const },
      sortKeys: ['scan_date', 'qrcode'],
      infinite: false,
    };
    const params = writeTableState(
      new URLSearchParams('q=1'),
      { page: 4, pageSize: 15, sort: { by: 'qrcode', order: 'ASC' } },
      options,
    );
    expect(params.toString()).toBe('q=1&scan.page=4&scan.sort=qrcode.asc');
    expect(readTableState(params, options)).toEqual({
      page: 4,
      pageSize: 15,
      sort: { by: 'qrcode', order: 'ASC' },
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readTableState(new URLSearchParams('scan.size=17'), options).pageSize).toBe(15);
    expect(error).toHaveBeenCalledWith('Pagination Error');
    error.mockRestore();
  });
});

describe('DataTable row buttons and hidden columns', () => {
  it('shows buttons in an Action column, a special one only where its variable is set, and hides columns', async () => {
    const onEdit = jest.fn();
    const onUnlock = jest.fn();
    render(
      <DataTable<Row>
        columns={columns}
        rowKey="id"
        dataSource={ALL.slice(0, 2)}
        hiddenColumns={['id']}
        buttons={[
          { key: 'edit', title: 'Edit', onClick: onEdit },
          { key: 'unlock', title: 'Remove Lock', variable: 'locked', onClick: onUnlock },
        ]}
        specialButtons={['unlock']}
      />,
    );
    expect(screen.queryAllByText('ID')).toHaveLength(0);
    expect(screen.getAllByText('Action').length).toBeGreaterThan(0);
    const [first, second] = Array.from(bodyRows()) as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('button', { name: 'Remove Lock, row 1' })).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByRole('button', { name: /Remove Lock/ })).toBeNull();
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Edit, row 2' }));
    expect(onEdit).toHaveBeenCalledWith(ALL[1]);
  });

  it('shows the configuration errors in red in the table area and in the console', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <DataTable<Row>
        columns={columns}
        rowKey="id"
        dataSource={[]}
        buttons={[{ key: 'edit', title: '', onClick: () => undefined }]}
        hiddenColumns={[1 as never]}
        specialButtons={['nope']}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This table is configured incorrectly');
    expect(alert).toHaveTextContent('Button edit has no title.');
    expect(alert).toHaveTextContent('hiddenColumns must be a list of strings.');
    expect(alert).toHaveTextContent('Special button nope is not one of the buttons.');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('DataTable: invalid props'));
    error.mockRestore();
  });

  it('warns when a button variable is missing from the first row', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <DataTable<Row>
        columns={columns}
        rowKey="id"
        dataSource={ALL.slice(0, 1)}
        buttons={[{ key: 'x', title: 'X', variable: 'missing' as never, onClick: () => undefined }]}
      />,
    );
    await waitFor(() => expect(warn).toHaveBeenCalledWith('DataTable: the data has no field missing'));
    warn.mockRestore();
  });

  it('exports every row with the active filters and sort, under the given file name', async () => {
    const fetchPage = server();
    const save = jest.fn();
    render(
      <DataTable<Row, { odd?: boolean }>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        filters={{ odd: true }}
        defaultSort={{ by: 'id', order: 'DESC' }}
        hiddenColumns={['username']}
        export={{ fileName: 'Scan History Download', createBuilder: createInlineBuilder, save }}
      />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    fireEvent.click(screen.getByRole('button', { name: /Download Excel/ }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[1]).toBe('Scan History Download.xlsx');
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 1000, order: 'DESC', by: 'id' }, { odd: true });
  });
});
