// Report QR Code (spec reports-settings 2, 3, 4, 5, 7, 8, 9; issue 12): codes
// newest first, searched by QR code or serial number and filtered by status,
// the search kept in the URL (bookmarkable; Back restores it). Details of a
// code in a modal, with reset of its customer scans and (beyond the original)
// block / unblock for the holders of those rights.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Card, Flex } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  blockQrCode,
  fetchQrCodeDetails,
  fetchQrCodeEpcis,
  fetchQrCodeHistory,
  fetchQrCodes,
  holderOf,
  mayOpen,
  PERMISSIONS,
  resetCustomerScan,
  unblockQrCode,
  useSession,
} from '@qrguard/shared-api';
import { DataTable, PageHeader, saveFile, useT, type DataTableHandle } from '@qrguard/shared-ui';
import { qrColumns } from './components/columns';
import { DetailsModal } from './components/DetailsModal';
import { SearchBar } from './components/SearchBar';
import { useFeedback } from '@qrguard/shared-ui';
import { buildQrCodeQuery, filtersFromParams, paramsWithFilters, QR_SORT } from './query';
import type { QrCodeRow, QrReportFilters, QrReportService } from './types';

/** The shared-api services: the one authenticated client. */
export const QR_REPORT_SERVICE: QrReportService = {
  fetchQrCodes,
  fetchQrCodeDetails,
  fetchQrCodeHistory,
  resetCustomerScan,
  blockQrCode,
  unblockQrCode,
  fetchQrCodeEpcis,
  saveFile,
};

export interface ReportQrCodeProps {
  /** The page's calls; only tests pass others. */
  service?: QrReportService;
}

export default function ReportQrCode({ service = QR_REPORT_SERVICE }: ReportQrCodeProps) {
  const t = useT();
  // The page's title is the menu's label (sidebar "QR Code").
  const title = t('menu.ReportQrCode');
  const session = useSession();
  const holder = session ? holderOf(session) : null;
  const canReset = holder ? mayOpen(holder, PERMISSIONS.resetCustomerScan) : false;
  const canBlock = holder ? mayOpen(holder, PERMISSIONS.blockQrCode) : false;
  const [feedback, feedbackHolder] = useFeedback();
  const table = useRef<DataTableHandle>(null);

  const [params, setParams] = useSearchParams();
  const q = params.get('q');
  const by = params.get('by');
  const status = params.get('status');
  const filters = useMemo<QrReportFilters>(
    () => filtersFromParams(new URLSearchParams({ q: q ?? '', by: by ?? '', status: status ?? '' })),
    [q, by, status],
  );
  // Typing replaces the entry (no history step per word); a changed field or status is a step of its own.
  const applyFilters = (next: QrReportFilters) =>
    setParams((current) => paramsWithFilters(current, next), {
      replace: next.searchBy === filters.searchBy && next.status === filters.status,
    });

  const [selected, setSelected] = useState<{ id: number; qrcode: string } | null>(null);
  const closeDetails = useCallback(() => setSelected(null), []);
  const reloadTable = useCallback(() => table.current?.reload(), []);
  const columns = useMemo(() => qrColumns(t, (row) => setSelected({ id: row.id, qrcode: row.qrcode })), [t]);

  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Card>
        <Flex vertical gap={16}>
          <SearchBar value={filters} onChange={applyFilters} />
          <DataTable<QrCodeRow, QrReportFilters>
            ref={table}
            aria-label={t('qrReport.table')}
            columns={columns}
            rowKey="id"
            defaultSort={QR_SORT}
            filters={filters}
            fetchPage={(request, current) => service.fetchQrCodes(buildQrCodeQuery(current, request))}
          />
        </Flex>
      </Card>
      {selected ? (
        <DetailsModal
          key={selected.id}
          code={selected}
          service={service}
          feedback={feedback}
          canReset={canReset}
          canBlock={canBlock}
          onClose={closeDetails}
          onChanged={reloadTable}
        />
      ) : null}
      {feedbackHolder}
    </section>
  );
}
