// The label-maker scan history (newest first) for the page's filter and a
// status, with Download Excel of every row they select ("Report Label Maker
// Download"). The status is kept in the URL with the rest of the filter.
import { useMemo } from 'react';
import { Flex, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { HighlightQuery, LabelMakerScanRow, QueryOf } from '@qrguard/shared-api';
import {
  apiValueText,
  DataTable,
  formatDateTime,
  useT,
  type DataTableColumn,
  type PageRequest,
  type TranslateFn,
} from '@qrguard/shared-ui';
import { HISTORY_FILE } from '../checkingChart';
import type { LabelMakerReportServices } from '../services';

type Status = NonNullable<QueryOf<'labelMakerHistory'>['status']>;
/** The label-maker scan results the history filters by (the contract's LABEL_SCAN_RESULT_VALUES). */
export const LABEL_SCAN_STATUSES: readonly Status[] = ['Success', 'Reject', 'Double Scan', 'Cross Scan', 'Not Found'];
export const STATUS_PARAM = 'history.status';

export type HistoryFilters = HighlightQuery & { status?: Status };

const HISTORY_SORT = { by: 'scan_date', order: 'DESC' } as const;

export function historyColumns(t: TranslateFn): DataTableColumn<LabelMakerScanRow>[] {
  return [
    { key: 'product_name', title: t('labelMakerReport.history.productName'), format: 'text' },
    { key: 'variant', title: t('labelMakerReport.history.variant'), format: 'text', width: 100 },
    { key: 'volume', title: t('labelMakerReport.history.volume'), format: 'volume', width: 100, align: 'right' },
    { key: 'serial_number', title: t('labelMakerReport.history.serial'), format: 'text' },
    { key: 'qrcode', title: t('labelMakerReport.history.qrcode'), format: 'text' },
    {
      key: 'status',
      title: t('labelMakerReport.history.status'),
      sortable: true,
      width: 130,
      render: (value) => apiValueText(t, 'scanResult', String(value)),
      exportValue: (row) => apiValueText(t, 'scanResult', row.status),
    },
    { key: 'label_maker', title: t('labelMakerReport.history.labelMaker'), format: 'text' },
    {
      key: 'scan_date',
      title: t('labelMakerReport.history.scanDate'),
      sortable: true,
      format: 'datetime',
      width: 200,
      exportValue: (row) => formatDateTime(row.scan_date),
    },
  ];
}

export function historyQuery(filters: HistoryFilters, request: PageRequest): QueryOf<'labelMakerHistory'> {
  return {
    ...filters,
    page: request.page,
    limit: request.limit,
    ...(request.order ? { order: request.order } : {}),
    ...(request.by ? { by: request.by as QueryOf<'labelMakerHistory'>['by'] } : {}),
  };
}

export function HistoryTable({ query, services }: { query: HighlightQuery; services: LabelMakerReportServices }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status = LABEL_SCAN_STATUSES.find((s) => s === raw);
  const filters = useMemo<HistoryFilters>(() => (status ? { ...query, status } : query), [query, status]);
  const columns = useMemo(() => historyColumns(t), [t]);
  const setStatus = (next: Status | undefined) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next) out.set(STATUS_PARAM, next);
      else out.delete(STATUS_PARAM);
      return out;
    });
  return (
    <Flex vertical gap={8}>
      <Select<Status>
        aria-label={t('labelMakerReport.history.status')}
        placeholder={t('labelMakerReport.history.allStatuses')}
        allowClear
        style={{ width: 200, maxWidth: '100%' }}
        value={status}
        onChange={(value) => setStatus(value ?? undefined)}
        options={LABEL_SCAN_STATUSES.map((value) => ({ value, label: apiValueText(t, 'scanResult', value) }))}
      />
      <DataTable<LabelMakerScanRow, HistoryFilters>
        aria-label={t('labelMakerReport.history.title')}
        urlKey="history"
        columns={columns}
        rowKey="id"
        defaultSort={HISTORY_SORT}
        filters={filters}
        fetchPage={(request, current) => services.history(historyQuery(current, request))}
        export={{ fileName: HISTORY_FILE }}
      />
    </Flex>
  );
}
