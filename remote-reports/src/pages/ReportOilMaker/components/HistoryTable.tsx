// The oil-maker History Report ("Report Oil Maker Download"): the shared scan
// history with this report's statuses and columns.
import { OIL_SCAN_RESULT_VALUES, type HighlightQuery, type OilMakerScanRow, type QueryOf } from '@qrguard/shared-api';
import { formatDateTime, type DataTableColumn, type TranslateFn } from '@qrguard/shared-ui';
import { ScanHistoryTable, statusColumn } from '../../../components/ScanHistoryTable';
import { HISTORY_FILE } from '../activationChart';
import type { OilMakerReportServices } from '../services';

const WORDS = {
  title: 'oilMakerReport.history.title',
  status: 'oilMakerReport.history.status',
  allStatuses: 'oilMakerReport.history.allStatuses',
};

export function historyColumns(t: TranslateFn): DataTableColumn<OilMakerScanRow>[] {
  return [
    { key: 'product_name', title: t('oilMakerReport.history.productName'), format: 'text' },
    { key: 'volume', title: t('oilMakerReport.history.volume'), format: 'volume', width: 100, align: 'right' },
    { key: 'qrcode', title: t('oilMakerReport.history.qrcode'), format: 'text' },
    statusColumn(t('oilMakerReport.history.status'), t),
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

export function HistoryTable({ query, services }: { query: HighlightQuery; services: OilMakerReportServices }) {
  return (
    <ScanHistoryTable
      query={query}
      statuses={OIL_SCAN_RESULT_VALUES}
      columns={historyColumns}
      fetchPage={(request) => services.history(request as QueryOf<'oilMakerHistory'>)}
      words={WORDS}
      fileName={HISTORY_FILE}
    />
  );
}
