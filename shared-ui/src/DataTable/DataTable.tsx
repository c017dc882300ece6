// The shared table (spec shell-highlights 4, 5, 7, 9): server-side paging and
// sorting, or infinite scroll that appends pages; inline rows are paged and
// sorted in the browser. Built on antd's Table.
import { useEffect, useImperativeHandle, useMemo, useRef, type Key, type UIEvent } from 'react';
import { Alert, Button, Flex, Space, Table, Typography, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { formatNumber } from '../format/formatters';
import { renderCell } from './cells';
import { nextSort, sortRows, toAntdOrder } from './sort';
import type { DataTableProps } from './types';
import { useFocusableScrollBody } from './useFocusableScrollBody';
import { useServerPages } from './useServerPages';
import { useTableUrlState } from './useTableUrlState';
import { ExportButton } from '../export/ExportButton';
import { DEFAULT_EXPORT_NAME } from '../export/limits';
import type { ExportJob } from '../export/types';
import { useT } from '../i18n/i18n';
import { DEFAULT_HEIGHT, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, missingFields, validateTableConfig } from './validate';

/** Load the next page when the body is scrolled to within this many pixels of its end. */
const NEAR_BOTTOM_PX = 80;

export function DataTable<Row extends object, F = undefined>(props: DataTableProps<Row, F>) {
  const t = useT();
  const { columns: allColumns, rowKey, height = DEFAULT_HEIGHT, emptyText = t('common.noData'), ref } = props;
  const { buttons, hiddenColumns, specialButtons } = props;
  const columns = useMemo(
    () =>
      Array.isArray(hiddenColumns) ? allColumns.filter((column) => !hiddenColumns.includes(column.key)) : allColumns,
    [allColumns, hiddenColumns],
  );
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
    columns: allColumns as DataTableColumnList,
    defaultSort: props.defaultSort,
    buttons,
    hiddenColumns,
    specialButtons,
  });
  const valid = errors.length === 0;
  const errorsKey = errors.join('\n');
  useEffect(() => {
    if (errorsKey) console.error(`DataTable: invalid props\n${errorsKey}`);
  }, [errorsKey]);

  // Page, size and sort live in the URL (the source of truth); inline rows too, so Back restores them.
  const sortKeys = useMemo(
    () => allColumns.filter((column) => column.sortable).map((column) => column.sortKey ?? column.key),
    [allColumns],
  );
  const view = useTableUrlState({
    urlKey: props.urlKey,
    disabled: props.disableUrlState,
    defaultPageSize: initialPageSize,
    pageSizeOptions: Array.isArray(pageSizeOptions) ? pageSizeOptions : PAGE_SIZE_OPTIONS,
    defaultSort: props.defaultSort,
    sortKeys: props.defaultSort ? [...sortKeys, props.defaultSort.by] : sortKeys,
    infinite,
  });

  const pages = useServerPages<Row, F>({
    enabled: valid && server,
    fetchPage: props.fetchPage,
    filters: props.filters as F,
    infinite,
    view,
    setView: view.set,
  });

  const sort = view.sort;
  const inlineSort = server ? undefined : sort;
  const rows = useMemo(
    () => (server ? pages.rows : sortRows(props.dataSource ?? [], inlineSort)),
    [server, pages.rows, props.dataSource, inlineSort],
  );

  useImperativeHandle(ref, () => ({ reload: pages.reload }), [pages.reload]);

  // A developer-facing check of the columns and buttons against the first row of data.
  const firstRow = rows[0];
  useEffect(() => {
    const missing = missingFields(columns, firstRow, Array.isArray(buttons) ? buttons : []);
    if (missing.length > 0) console.warn(`DataTable: the data has no field ${missing.join(', ')}`);
  }, [columns, firstRow, buttons]);

  // Infinite mode: when the rows do not fill the body there is nothing to scroll, so load on.
  const wrapper = useRef<HTMLDivElement>(null);
  useFocusableScrollBody(wrapper, props['aria-label'] ?? t('table.name'));
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

  // Row buttons, after the fields; a special button only where its variable is set.
  const actionColumn = useMemo<ColumnType<Row> | undefined>(() => {
    if (!Array.isArray(buttons) || buttons.length === 0) return undefined;
    const special = new Set(Array.isArray(specialButtons) ? specialButtons : []);
    return {
      key: '__actions',
      title: props.buttonsTitle ?? t('table.action'),
      render: (_value: unknown, row: Row, index: number) => (
        <Space size={4} wrap>
          {buttons
            .filter(
              (button) =>
                (!special.has(button.key) ||
                  (button.variable !== undefined && Boolean((row as Record<string, unknown>)[button.variable]))) &&
                (button.show ? button.show(row) : true),
            )
            .map((button) => (
              <Button
                key={button.key}
                size="small"
                icon={button.icon}
                danger={button.danger}
                aria-label={t('table.rowButton', { title: button.title, row: index + 1 })}
                onClick={() => button.onClick(row)}
              >
                {button.title}
              </Button>
            ))}
        </Space>
      ),
    };
  }, [buttons, specialButtons, props.buttonsTitle, t]);
  const shownColumns = useMemo(
    () => (actionColumn ? [...antdColumns, actionColumn] : antdColumns),
    [antdColumns, actionColumn],
  );

  if (!valid) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('common.tableMisconfigured')}
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
      else view.set({ sort: next, page: 1 });
      return;
    }
    if (extra.action === 'paginate' && !infinite) {
      const size = pagination.pageSize ?? view.pageSize;
      if (server) pages.goTo(pagination.current ?? 1, size);
      else view.set(size === view.pageSize ? { page: pagination.current ?? 1 } : { page: 1, pageSize: size });
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
        current: view.page,
        pageSize: view.pageSize,
        ...(server ? { total } : {}),
        pageSizeOptions,
        // One size offered (Report Suspect, the Not Found Log: spec 9) is no choice: no selector.
        showSizeChanger: !Array.isArray(pageSizeOptions) || pageSizeOptions.length > 1,
        // On a phone antd's compact pager, so the row fits (it also wraps).
        responsive: true,
        showTotal: (count, [from, to]) =>
          t('table.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(count) }),
      };

  const failed = server && pages.error !== undefined;

  // Download Excel: the shown columns (their titles and render/format), the filters and sort of this moment.
  const exportOptions = props.export;
  const exportJob = (): ExportJob<Row, F> => ({
    fileName: exportOptions?.fileName ?? DEFAULT_EXPORT_NAME,
    sheetName: exportOptions?.sheetName,
    cap: exportOptions?.cap,
    columns,
    source:
      server && props.fetchPage
        ? { fetchPage: props.fetchPage, filters: props.filters as F, sort }
        : { rows: sortRows(props.dataSource ?? [], sort) },
  });
  const retry = (
    <Button type="link" size="small" onClick={() => (infinite && rows.length > 0 ? loadMore() : pages.reload())}>
      {t('common.tryAgain')}
    </Button>
  );

  return (
    // The table's own box: wide tables scroll sideways inside it (antd's scroll.x below), never the page.
    <div ref={wrapper} className="qg-data-table" style={{ maxWidth: '100%', minWidth: 0 }}>
      {exportOptions ? (
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <ExportButton<Row, F>
            job={exportJob}
            createBuilder={exportOptions.createBuilder}
            save={exportOptions.save}
            disabled={server ? total === 0 : rows.length === 0}
          />
        </Flex>
      ) : null}
      <Table<Row>
        aria-label={props['aria-label']}
        rowKey={rowKey as string | ((row: Row) => Key)}
        columns={shownColumns}
        dataSource={rows}
        loading={server && pages.loading && !(infinite && rows.length > 0)}
        pagination={pagination}
        scroll={{ x: 'max-content', y: height }}
        onChange={onChange}
        onScroll={onScroll}
        locale={{
          emptyText:
            failed && rows.length === 0 ? (
              <span role="alert">
                {t('common.loadFailed')} {retry}
              </span>
            ) : (
              // antd draws the placeholder in its disabled grey (1.8:1 on white): secondary text reads (WCAG 1.4.3).
              <Typography.Text type="secondary">{emptyText}</Typography.Text>
            ),
        }}
        footer={
          // Infinite mode says how far the user has scrolled; nothing to say about an empty table.
          infinite && server && (rows.length > 0 || pages.loading)
            ? () => (
                <div className="qg-data-table-footer" aria-live="polite">
                  {pages.loading && rows.length > 0 ? (
                    t('common.loadingMore')
                  ) : failed && rows.length > 0 ? (
                    <span role="alert">
                      {t('table.nextFailed')} {retry}
                    </span>
                  ) : (
                    t('table.showing', { n: formatNumber(rows.length), total: formatNumber(total) })
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
