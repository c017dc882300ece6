// QR Code report: search, details, history, and the reset of customer scans
// (spec reports-settings 2, 3, 7; permission REPORT_QRCODE).
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { pageMeta, pageRequest } from '../../domain/paging';
import { extractQrCode } from '../../domain/qr-url';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { signedIn } from '../../plugins/auth';
import { qrCodeDetail, qrCodeHistory, qrCodePage } from './queries';
import { blockCode, unblockCode } from './block';
import { resetCodeScans } from './reset';

const notFound = (id: number) => new HttpError(404, `QR code ${id} was not found.`);

/** The code named by a body's `qrcode` (a code or its QR URL), or a 400. */
function bodyCode(text: string): string {
  const qrcode = extractQrCode(text);
  if (!qrcode)
    throw badRequest('body/qrcode is not a QR code or QR URL', [
      { field: 'body/qrcode', message: 'is not a QR code or QR URL' },
    ]);
  return qrcode;
}

export default async function qrCodeRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, endpoints.qrCodes, async (req) => {
    const page = pageRequest(req.query, config.listMaxRows);
    const { rows, total } = await qrCodePage(
      app.db,
      { search: req.query.search, searchBy: req.query.search_by, status: req.query.status },
      { by: req.query.by, order: req.query.order },
      page,
    );
    return { status: true, message: 'OK', data: rows, meta: pageMeta(page, total) };
  });

  route(app, endpoints.qrCodeDetails, async (req) => {
    const detail = await qrCodeDetail(app.db, req.query.id, new Date(), config.digitalLinkHost);
    if (!detail) throw notFound(req.query.id);
    return { status: true, message: 'OK', data: [detail] };
  });

  route(app, endpoints.qrCodeHistory, async (req) => {
    const history = await qrCodeHistory(app.db, req.query.id);
    if (!history) throw notFound(req.query.id);
    return { status: true, message: 'OK', data: history };
  });

  route(app, endpoints.resetCustomerScan, async (req) => {
    const qrcode = bodyCode(req.body.qrcode);
    const user = signedIn(req);
    const result = await resetCodeScans(app.db, qrcode, { id: user.id, username: user.username, address: req.ip });
    if (!result.ok) throw new HttpError(result.status, result.reason);
    return { status: true, message: 'Customer scan data has been successfully reset', data: null };
  });

  // Issue 12 (beyond the original): block and unblock, right QRCODE_BLOCK (checked by `authorize`).
  route(app, endpoints.blockQrCode, async (req) => {
    const qrcode = bodyCode(req.body.qrcode);
    const user = signedIn(req);
    const result = await blockCode(
      app.db,
      qrcode,
      { reason: req.body.reason, note: req.body.note },
      { id: user.id, username: user.username, address: req.ip },
    );
    if (!result.ok) {
      if (result.status === 400) throw badRequest(result.reason, [{ field: 'body/note', message: result.reason }]);
      throw new HttpError(result.status, result.reason);
    }
    return { status: true, message: `QR code ${qrcode} has been blocked`, data: null };
  });

  route(app, endpoints.unblockQrCode, async (req) => {
    const qrcode = bodyCode(req.body.qrcode);
    const user = signedIn(req);
    const result = await unblockCode(
      app.db,
      qrcode,
      { note: req.body.note },
      { id: user.id, username: user.username, address: req.ip },
    );
    if (!result.ok) throw new HttpError(result.status, result.reason);
    return { status: true, message: `QR code ${qrcode} has been unblocked`, data: null };
  });
}
