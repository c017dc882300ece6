// QR code report reads and the reset of a code's customer scans (spec reports-settings 2, 7).
import { api } from '../client';
import type { BodyOf, QueryOf, ResponseOf } from '../contract';

/** GET /api/reports/qrcode: codes newest first, searched by qrcode or serial, filtered by status. */
export async function fetchQrCodes(
  query: QueryOf<'qrCodes'> = {},
): Promise<Pick<ResponseOf<'qrCodes'>, 'data' | 'meta'>> {
  const { data, meta } = await api.get('api/reports/qrcode', { searchParams: query }).json<ResponseOf<'qrCodes'>>();
  return { data, meta };
}

/** GET /api/reports/qrcode/details: a list holding exactly one record when the id exists. */
export async function fetchQrCodeDetails(id: number): Promise<ResponseOf<'qrCodeDetails'>['data']> {
  const body = await api
    .get('api/reports/qrcode/details', { searchParams: { id } })
    .json<ResponseOf<'qrCodeDetails'>>();
  return body.data;
}

/** GET /api/reports/qrcode/history: the code's events, oldest first. */
export async function fetchQrCodeHistory(id: number): Promise<ResponseOf<'qrCodeHistory'>['data']> {
  const body = await api
    .get('api/reports/qrcode/history', { searchParams: { id } })
    .json<ResponseOf<'qrCodeHistory'>>();
  return body.data;
}

/**
 * GET /api/reports/qrcode/epcis (issue 12): the life of one code (`id`) or of a purchase
 * order's codes (`po`) as an EPCIS 2.0 JSON-LD document, as a Blob of type application/ld+json
 * for the page to save (fetched with the session like every call: a plain link could not carry it).
 */
export async function fetchQrCodeEpcis(query: QueryOf<'qrCodeEpcis'>, signal?: AbortSignal): Promise<Blob> {
  const searchParams: Record<string, string | number> = {};
  if (query.id !== undefined) searchParams.id = query.id;
  if (query.po !== undefined) searchParams.po = query.po;
  const response = await api.get('api/reports/qrcode/epcis', { searchParams, ...(signal ? { signal } : {}) });
  return response.blob();
}

/** POST /api/reports/reset-customer-scan: clears a code's customer scans; answers the server's confirmation. */
export async function resetCustomerScan(body: BodyOf<'resetCustomerScan'>): Promise<string> {
  const answer = await api
    .post('api/reports/reset-customer-scan', { json: body })
    .json<ResponseOf<'resetCustomerScan'>>();
  return answer.message;
}

/** POST /api/reports/qrcode/block (issue 12): blocks a code with a reason; answers the server's confirmation. */
export async function blockQrCode(body: BodyOf<'blockQrCode'>): Promise<string> {
  const answer = await api.post('api/reports/qrcode/block', { json: body }).json<ResponseOf<'blockQrCode'>>();
  return answer.message;
}

/** POST /api/reports/qrcode/unblock (issue 12): lifts a code's block; answers the server's confirmation. */
export async function unblockQrCode(body: BodyOf<'unblockQrCode'>): Promise<string> {
  const answer = await api.post('api/reports/qrcode/unblock', { json: body }).json<ResponseOf<'unblockQrCode'>>();
  return answer.message;
}
