// Report Suspect (cards, table, details) and the Not Found log with its photos
// (issue 12; contract/suspect.ts). Reads only: the flags are raised by the
// ingestion engine and cleared by the QR Code report's reset.
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { localBuckets } from '../../domain/local-time';
import { pageMeta, pageRequest } from '../../domain/paging';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { listFilterOf } from '../activities/series';
import { sendReportPhoto, type StoredPhoto } from '../photos/routes';
import { FolderStorage, type PhotoStorage } from '../scan/storage';
import { notFoundPage, suspectCards, suspectDetail, suspectPage } from './queries';

export default async function suspectRoutes(
  app: FastifyInstance,
  { config, storage }: { config: Config; storage?: PhotoStorage },
) {
  const db = app.db;
  const timeZone = config.businessTz;
  const today = () => localBuckets(new Date(), timeZone).day;
  const photos = storage ?? new FolderStorage(config.engine.photoDir);

  route(app, endpoints.suspectReportCards, async (req) => {
    const { range, dims } = listFilterOf(req.query, today());
    return { status: true, message: 'OK', data: await suspectCards(db, { range, variant: dims.variant, timeZone }) };
  });

  route(app, endpoints.suspectReportTable, async (req) => {
    const { range, dims } = listFilterOf(req.query, today());
    const page = pageRequest(req.query, config.listMaxRows);
    const { rows, total } = await suspectPage(
      db,
      { range, variant: dims.variant, reason: req.query.reason, timeZone },
      { by: req.query.by, order: req.query.order },
      page,
    );
    return { status: true, message: 'OK', data: rows, meta: pageMeta(page, total) };
  });

  route(app, endpoints.suspectReportDetails, async (req) => {
    const { range } = listFilterOf({ start: req.query.start, end: req.query.end }, today());
    const detail = await suspectDetail(db, req.query.qrcode, { range, reason: req.query.reason, timeZone });
    if (!detail) throw new HttpError(404, `QR code ${req.query.qrcode} was not found.`);
    return { status: true, message: 'OK', data: detail };
  });

  route(app, endpoints.notFoundLog, async (req) => {
    const { range } = listFilterOf({ start: req.query.start, end: req.query.end }, today());
    const page = pageRequest(req.query, config.listMaxRows);
    const { rows, total } = await notFoundPage(
      db,
      { range, timeZone },
      { by: req.query.by, order: req.query.order },
      page,
    );
    return { status: true, message: 'OK', data: rows, meta: { ...pageMeta(page, total), totalRows: total } };
  });

  // Only photos of reports of URLs that name no code: the log's right opens no other customer's photo.
  route(app, endpoints.notFoundPhoto, async (req, reply) => {
    const { id } = req.params;
    const [row] = await db.query<StoredPhoto>(
      'select photo_key, photo_type from customer_reports where id = $1 and qr_code_id is null',
      [id],
    );
    return sendReportPhoto(req, reply, photos, id, row);
  });
}
