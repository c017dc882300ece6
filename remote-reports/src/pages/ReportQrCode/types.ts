// Types of the Report QR Code page (spec reports-settings 2, 3, 7; issue 12).
import type { BodyOf, QrCodeDetail, QrCodeRow, QrHistoryEvent, QueryOf } from '@qrguard/shared-api';
import type { PageResult } from '@qrguard/shared-ui';

export type { QrCodeDetail, QrCodeRow, QrHistoryEvent };

export type QrSearchBy = 'qrcode' | 'serial';
export type QrStatusLabel = 'ACTIVE' | 'INACTIVE' | 'DEACTIVATED';

/** What the search bar decides (kept in the URL); the table adds paging. */
export interface QrReportFilters {
  /** The start of a QR code or serial number; empty means every code. */
  search: string;
  searchBy: QrSearchBy;
  /** Empty: every status. */
  status: QrStatusLabel | '';
}

export type QrCodeQuery = QueryOf<'qrCodes'>;

/** The page's calls: the shared-api services by default; tests pass stand-ins. */
export interface QrReportService {
  fetchQrCodes(query: QrCodeQuery): Promise<PageResult<QrCodeRow>>;
  fetchQrCodeDetails(id: number): Promise<QrCodeDetail[]>;
  fetchQrCodeHistory(id: number): Promise<QrHistoryEvent[]>;
  resetCustomerScan(body: BodyOf<'resetCustomerScan'>): Promise<string>;
  blockQrCode(body: BodyOf<'blockQrCode'>): Promise<string>;
  unblockQrCode(body: BodyOf<'unblockQrCode'>): Promise<string>;
  /** Issue 12: the code's life as an EPCIS 2.0 JSON-LD document. */
  fetchQrCodeEpcis(query: QueryOf<'qrCodeEpcis'>): Promise<Blob>;
  /** Hands a downloaded file to the browser (shared-ui saveFile). */
  saveFile(file: Blob, fileName: string): void;
}
