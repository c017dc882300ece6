// The shared table (spec shell-highlights 4, 5, 7, 9): server-side paging and
// sorting, or infinite scroll that appends pages; inline rows are paged and
// sorted in the browser. Built on antd's Table.
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Key, type UIEvent } from 'react';
import { Alert, Button, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { formatNumber } from '../format/formatters';
import { renderCell } from './cells';
import { nextSort, sortRows, toAntdOrder } from './sort';
import type { DataTableProps, SortState } from './types';
import { useServerPages } from './useServerPages';
import { DEFAULT_HEIGHT, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, missingFields, validateTableConfig } from './validate';

/** Load the next page when the body is scrolled to within this many pixels of its end. */
const NEAR_BOTTOM_PX = 80;

export function DataTable<Row extends object, F = undefined>(props: DataTableProps<Row, F>) {
  const { columns, rowKey, height = DEFAULT_HEIGHT, emptyText = 'No Data', ref } = props;
  const infinite = props.mode === 'infinite';
  const pageSizeOptions = props.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const initialPageSize = (infinite ? props.pageSize : props.defaultPageSize) ?? DEFAULT_PAGE_SIZE;
  const server = props.fetchPage !== undefined;

  const errors = validateTableConfig({
    hasFetch: props.fetchPage !== undefined,
    hasData: props.dataSource !== undefined,
    mode: infinite ? 'infinite' : 'paged',
    pageSizeOptions: props.pageSizeOptions,
    defaultPageSize: props.defaultPageSize,
    height,
    columns: columns as DataTableColumnList,
    defaultSort: props.defaultSort,
  });
  const valid = errors.length === 0;

  const pages = useServerPages<Row, F>({
    enabled: valid && server,
    fetchPage: props.fetchPage,
    filters: props.filters as F,
    infinite,
    initialPageSize,
    initialSort: props.defaultSort,
  });

  // Inline rows keep their own sort; antd pages them.
  const [inlineSort, setInlineSort] = useState<SortState | undefined>(props.defaultSort);
  const sort = server ? pages.sort : inlineSort;
  const rows = useMemo(
    () => (server ? pages.rows : sortRows(props.dataSource ?? [], inlineSort)),
    [server, pages.rows, props.dataSource, inlineSort],
  );

  useImperativeHandle(ref, () => ({ reload: pages.reload }), [pages.reload]);

  // A developer-facing check of the columns against the first row of data.
  const firstRow = rows[0];
  useEffect(() => {
    const missing = missingFields(columns, firstRow);
    if (missing.length > 0) console.warn(`DataTable: the data has no field ${missing.join(', ')}`);
  }, [columns, firstRow]);

  // Infinite mode: when the rows do not fill the body there is nothing to scroll, so load on.
  const wrapper = useRef<HTMLDivElement>(null);
  const { hasMore, loading, loadMore } = pages;
  useEffect(() => {
    if (!infinite || !hasMore || loading) return;
    const body = wrapper.current?.querySelector<HTMLElement>('.ant-table-body');
    // clientHeight 0: not laid out (hidden tab, tests); scrolling will tell later.
    if (body && body.clientHeight > 0 && body.scrollHeight <= body.clientHeight) loadMore();
  }, [infinite, hasMore, loading, loadMore, rows.length]);

  const antdColumns = useMemo<ColumnType<Row>[]>(
    () =>
      columns.map((column) => {
        const sortKey = column.sortKey ?? column.key;
        return {
          key: column.key,
          dataIndex: column.key,
          title: column.title,
          width: column.width,
          align: column.align,
          ellipsis: column.ellipsis,
          sorter: column.sortable ? true : undefined,
          sortOrder: column.sortable ? (sort?.by === sortKey ? toAntdOrder(sort.order) : null) : undefined,
          sortDirections: column.sortable ? ['descend', 'ascend', 'descend'] : undefined,
          showSorterTooltip: false,
          render: (value: unknown, row: Row, index: number) =>
            column.render
              ? column.render(value as Row[typeof column.key], row, index)
              : renderCell(value, column.format),
        };
      }),
    [columns, sort],
  );

  if (!valid) {
    return (
      <Alert
        type="error"
        showIcon
        title="This table is configured incorrectly"
        description={
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        }
      />
    );
  }

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const clicked = columns.find((column) => column.key === one?.columnKey);
      if (!clicked) return;
      // Our rule, not antd's cycle: a new column starts descending, the same one toggles.
      const next = nextSort(sort, clicked.sortKey ?? clicked.key);
      if (server) pages.sortBy(next);
      else setInlineSort(next);
      return;
    }
    if (extra.action === 'paginate' && server && !infinite) {
      pages.goTo(pagination.current ?? 1, pagination.pageSize ?? pages.pageSize);
    }
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (!infinite) return;
    const body = event.currentTarget;
    if (body.scrollHeight - body.scrollTop - body.clientHeight <= NEAR_BOTTOM_PX) loadMore();
  };

  const total = server ? (pages.meta?.total ?? 0) : rows.length;
  const pagination: TableProps<Row>['pagination'] = infinite
    ? false
    : {
        ...(server ? { current: pages.page, pageSize: pages.pageSize, total } : { defaultPageSize: initialPageSize }),
        pageSizeOptions,
        showSizeChanger: true,
        showTotal: (count, [from, to]) => `${formatNumber(from)}-${formatNumber(to)} of ${formatNumber(count)}`,
      };

  const failed = server && pages.error !== undefined;
  const retry = (
    <Button type="link" size="small" onClick={() => (infinite && rows.length > 0 ? loadMore() : pages.reload())}>
      Try again
    </Button>
  );

  return (
    <div ref={wrapper} className="qg-data-table">
      <Table<Row>
        aria-label={props['aria-label']}
        rowKey={rowKey as string | ((row: Row) => Key)}
        columns={antdColumns}
        dataSource={rows}
        loading={server && pages.loading && !(infinite && rows.length > 0)}
        pagination={pagination}
        scroll={{ x: 'max-content', y: height }}
        onChange={onChange}
        onScroll={onScroll}
        locale={{
          emptyText:
            failed && rows.length === 0 ? <span role="alert">The data could not be loaded. {retry}</span> : emptyText,
        }}
        footer={
          // Infinite mode says how far the user has scrolled; nothing to say about an empty table.
          infinite && server && (rows.length > 0 || pages.loading)
            ? () => (
                <div className="qg-data-table-footer" aria-live="polite">
                  {pages.loading && rows.length > 0 ? (
                    'Loading more…'
                  ) : failed && rows.length > 0 ? (
                    <span role="alert">The next rows could not be loaded. {retry}</span>
                  ) : (
                    `Showing ${formatNumber(rows.length)} of ${formatNumber(total)}`
                  )}
                </div>
              )
            : undefined
        }
      />
    </div>
  );
}

type DataTableColumnList = Parameters<typeof validateTableConfig>[0]['columns'];
