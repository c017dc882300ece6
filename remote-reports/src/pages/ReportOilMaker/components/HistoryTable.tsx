// The oil-maker History Report (newest first) for the page's filter and a
// status, with Download Excel of every row they select ("Report Oil Maker
// Download"). The status is kept in the URL with the rest of the filter.
import { useMemo } from 'react';
import { Flex, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { HighlightQuery, OilMakerScanRow, QueryOf } from '@qrguard/shared-api';
import {
  apiValueText,
  DataTable,
  formatDateTime,
  useT,
  type DataTableColumn,
  type PageRequest,
  type TranslateFn,
} from '@qrguard/shared-ui';
import { HISTORY_FILE } from '../activationChart';
import type { OilMakerReportServices } from '../services';

type Status = NonNullable<QueryOf<'oilMakerHistory'>['status']>;
/** The oil-maker scan results the history filters by (the contract's OIL_SCAN_RESULT_VALUES). */
export const OIL_SCAN_STATUSES: readonly Status[] = [
  'ACTIVATE',
  'DEACTIVATE',
  'Double Scan',
  'Cross Scan',
  'Not Found',
];
export const STATUS_PARAM = 'history.status';

export type HistoryFilters = HighlightQuery & { status?: Status };

const HISTORY_SORT = { by: 'scan_date', order: 'DESC' } as const;

export function historyColumns(t: TranslateFn): DataTableColumn<OilMakerScanRow>[] {
  return [
    { key: 'product_name', title: t('oilMakerReport.history.productName'), format: 'text' },
    { key: 'volume', title: t('oilMakerReport.history.volume'), format: 'volume', width: 100, align: 'right' },
    { key: 'qrcode', title: t('oilMakerReport.history.qrcode'), format: 'text' },
    {
      key: 'status',
      title: t('oilMakerReport.history.status'),
      sortable: true,
      width: 130,
      render: (value) => apiValueText(t, 'scanResult', String(value)),
      exportValue: (row) => apiValueText(t, 'scanResult', row.status),
    },
    { key: 'oil_maker', title: t('oilMakerReport.history.oilMaker'), format: 'text' },
    {
      key: 'scan_date',
      title: t('oilMakerReport.history.scanDate'),
      sortable: true,
      format: 'datetime',
      width: 200,
      exportValue: (row) => formatDateTime(row.scan_date),
    },
  ];
}

export function historyQuery(filters: HistoryFilters, request: PageRequest): QueryOf<'oilMakerHistory'> {
  return {
    ...filters,
    page: request.page,
    limit: request.limit,
    ...(request.order ? { order: request.order } : {}),
    ...(request.by ? { by: request.by as QueryOf<'oilMakerHistory'>['by'] } : {}),
  };
}

export function HistoryTable({ query, services }: { query: HighlightQuery; services: OilMakerReportServices }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status = OIL_SCAN_STATUSES.find((s) => s === raw);
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
        aria-label={t('oilMakerReport.history.status')}
        placeholder={t('oilMakerReport.history.allStatuses')}
        allowClear
        style={{ width: 200, maxWidth: '100%' }}
        value={status}
        onChange={(value) => setStatus(value ?? undefined)}
        options={OIL_SCAN_STATUSES.map((value) => ({ value, label: apiValueText(t, 'scanResult', value) }))}
      />
      <DataTable<OilMakerScanRow, HistoryFilters>
        aria-label={t('oilMakerReport.history.title')}
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
