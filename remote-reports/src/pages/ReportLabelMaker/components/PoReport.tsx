// Report by Purchase Order: each PO (newest first) with its lines of variant,
// QR issued, the 4 % spare, scans, labels activated and failed, for the page's
// filter (the PO date in the range; a PO without a line of the chosen label
// maker is left out by the API).
import { useMemo } from 'react';
import { Table } from 'antd';
import type { HighlightQuery, PoReportLine, PoReportRow, QueryOf } from '@qrguard/shared-api';
import {
  DataTable,
  formatNumber,
  useT,
  type DataTableColumn,
  type PageRequest,
  type TranslateFn,
} from '@qrguard/shared-ui';
import type { LabelMakerReportServices } from '../services';

const PO_SORT = { by: 'po_date', order: 'DESC' } as const;

/** The lines of one PO, as a small table inside the row. */
function PoLines({ row, t }: { row: PoReportRow; t: TranslateFn }) {
  const number = (value: number) => formatNumber(value);
  return (
    <Table<PoReportLine>
      size="small"
      aria-label={t('labelMakerReport.po.linesOf', { po: row.no_po })}
      rowKey={(line) => `${line.variant}|${line.oil_maker}|${line.bottle_maker}`}
      dataSource={row.content}
      pagination={false}
      columns={[
        { key: 'variant', dataIndex: 'variant', title: t('labelMakerReport.po.variant') },
        {
          key: 'qr_total',
          dataIndex: 'qr_total',
          title: t('labelMakerReport.po.qrTotal'),
          align: 'right',
          render: number,
        },
        {
          key: 'spare_total',
          dataIndex: 'spare_total',
          title: t('labelMakerReport.po.spareTotal'),
          align: 'right',
          render: number,
        },
        {
          key: 'scan_total',
          dataIndex: 'scan_total',
          title: t('labelMakerReport.po.scanTotal'),
          align: 'right',
          render: number,
        },
        {
          key: 'activate',
          dataIndex: 'activate',
          title: t('labelMakerReport.po.activate'),
          align: 'right',
          render: number,
        },
        { key: 'failed', dataIndex: 'failed', title: t('labelMakerReport.po.failed'), align: 'right', render: number },
      ]}
    />
  );
}

export function poColumns(t: TranslateFn): DataTableColumn<PoReportRow>[] {
  return [
    { key: 'no_po', title: t('labelMakerReport.po.noPo'), sortable: true, format: 'text', width: 160 },
    { key: 'label_maker', title: t('labelMakerReport.po.labelMaker'), format: 'text', width: 160 },
    { key: 'po_date', title: t('labelMakerReport.po.poDate'), sortable: true, format: 'date', width: 140 },
    { key: 'content', title: t('labelMakerReport.po.lines'), render: (_value, row) => <PoLines row={row} t={t} /> },
  ];
}

/** The PO report's query: the page's filter plus the table's page and sort. */
export function poQuery(filters: HighlightQuery, request: PageRequest): QueryOf<'labelMakerPoReport'> {
  return {
    ...filters,
    page: request.page,
    limit: request.limit,
    ...(request.order ? { order: request.order } : {}),
    ...(request.by ? { by: request.by as QueryOf<'labelMakerPoReport'>['by'] } : {}),
  };
}

export function PoReport({ query, services }: { query: HighlightQuery; services: LabelMakerReportServices }) {
  const t = useT();
  const columns = useMemo(() => poColumns(t), [t]);
  return (
    <DataTable<PoReportRow, HighlightQuery>
      aria-label={t('labelMakerReport.po.title')}
      urlKey="po"
      columns={columns}
      rowKey="id"
      defaultSort={PO_SORT}
      filters={query}
      fetchPage={(request, filters) => services.poReport(poQuery(filters, request))}
    />
  );
}
