// The label-maker scan history ("Report Label Maker Download"): the shared
// scan history with this report's statuses and columns.
import {
  LABEL_SCAN_RESULT_VALUES,
  type HighlightQuery,
  type LabelMakerScanRow,
  type QueryOf,
} from '@qrguard/shared-api';
import { formatDateTime, type DataTableColumn, type TranslateFn } from '@qrguard/shared-ui';
import { ScanHistoryTable, statusColumn } from '../../../components/ScanHistoryTable';
import { HISTORY_FILE } from '../checkingChart';
import type { LabelMakerReportServices } from '../services';

const WORDS = {
  title: 'labelMakerReport.history.title',
  status: 'labelMakerReport.history.status',
  allStatuses: 'labelMakerReport.history.allStatuses',
};

export function historyColumns(t: TranslateFn): DataTableColumn<LabelMakerScanRow>[] {
  return [
    { key: 'product_name', title: t('labelMakerReport.history.productName'), format: 'text' },
    { key: 'variant', title: t('labelMakerReport.history.variant'), format: 'text', width: 100 },
    { key: 'volume', title: t('labelMakerReport.history.volume'), format: 'volume', width: 100, align: 'right' },
    { key: 'serial_number', title: t('labelMakerReport.history.serial'), format: 'text' },
    { key: 'qrcode', title: t('labelMakerReport.history.qrcode'), format: 'text' },
    statusColumn(t('labelMakerReport.history.status'), t),
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

export function HistoryTable({ query, services }: { query: HighlightQuery; services: LabelMakerReportServices }) {
  return (
    <ScanHistoryTable
      query={query}
      statuses={LABEL_SCAN_RESULT_VALUES}
      columns={historyColumns}
      fetchPage={(request) => services.history(request as QueryOf<'labelMakerHistory'>)}
      words={WORDS}
      fileName={HISTORY_FILE}
    />
  );
}
