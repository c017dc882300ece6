// A scan history of one of the makers (Report - Label Maker, Report - Oil
// Maker), newest first, for the page's filter and a status kept in the URL
// with the rest of the filter, with Download Excel of every row they select.
// The pages give what differs: their statuses, columns, call and words.
import { useMemo } from 'react';
import { Flex, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { HighlightQuery } from '@qrguard/shared-api';
import {
  apiValueText,
  DataTable,
  useT,
  type DataTableColumn,
  type PageRequest,
  type PageResult,
  type TranslateFn,
} from '@qrguard/shared-ui';

export const STATUS_PARAM = 'history.status';
const HISTORY_SORT = { by: 'scan_date', order: 'DESC' } as const;

/** The history's request: the page's filter, the status and the table's page and sort. */
export type HistoryRequest<S extends string> = HighlightQuery & {
  status?: S;
  page: number;
  limit: number;
  order?: 'ASC' | 'DESC';
  by?: string;
};

export interface ScanHistoryTableProps<Row, S extends string> {
  query: HighlightQuery;
  /** The scan results the status filter offers (the contract's list). */
  statuses: readonly S[];
  columns: (t: TranslateFn) => DataTableColumn<Row>[];
  fetchPage: (request: HistoryRequest<S>) => Promise<PageResult<Row>>;
  /** Translation keys: the table's title, the status column and the filter's placeholder. */
  words: { title: string; status: string; allStatuses: string };
  fileName: string;
}

export function historyRequest<S extends string>(
  filters: HighlightQuery & { status?: S },
  request: PageRequest,
): HistoryRequest<S> {
  return {
    ...filters,
    page: request.page,
    limit: request.limit,
    ...(request.order ? { order: request.order } : {}),
    ...(request.by ? { by: request.by } : {}),
  };
}

/** The status column both histories show: the scan result in the reader's language, also in the file. */
export function statusColumn<Row extends { status: string }>(title: string, t: TranslateFn): DataTableColumn<Row> {
  return {
    key: 'status' as Extract<keyof Row, string>,
    title,
    sortable: true,
    width: 130,
    render: (value) => apiValueText(t, 'scanResult', String(value)),
    exportValue: (row) => apiValueText(t, 'scanResult', row.status),
  };
}

export function ScanHistoryTable<Row extends { id: number }, S extends string>({
  query,
  statuses,
  columns,
  fetchPage,
  words,
  fileName,
}: ScanHistoryTableProps<Row, S>) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status = statuses.find((s) => s === raw);
  const filters = useMemo(() => (status ? { ...query, status } : query), [query, status]);
  const tableColumns = useMemo(() => columns(t), [columns, t]);
  const setStatus = (next: S | undefined) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next) out.set(STATUS_PARAM, next);
      else out.delete(STATUS_PARAM);
      return out;
    });
  return (
    <Flex vertical gap={8}>
      <Select<S>
        aria-label={t(words.status)}
        placeholder={t(words.allStatuses)}
        allowClear
        style={{ width: 200, maxWidth: '100%' }}
        value={status}
        onChange={(value) => setStatus(value ?? undefined)}
        options={statuses.map((value) => ({ value, label: apiValueText(t, 'scanResult', value) }))}
      />
      <DataTable<Row, HighlightQuery & { status?: S }>
        aria-label={t(words.title)}
        urlKey="history"
        columns={tableColumns}
        rowKey={(row) => row.id}
        defaultSort={HISTORY_SORT}
        filters={filters}
        fetchPage={(request, current) => fetchPage(historyRequest(current, request))}
        export={{ fileName }}
      />
    </Flex>
  );
}
