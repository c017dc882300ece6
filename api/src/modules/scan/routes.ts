// The public customer scan and report (issue 3): no account, rate-limited per
// client address, answered after the scan committed.
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { ReportOutcome, ScanOutcome } from '../../domain/ingest-plan';
import { tooManyRequests } from '../../http/errors';
import { postgresRateLimitStore } from '../../http/rate-limit-store';
import { route } from '../../http/route';
import { scanData, VERDICT_MESSAGE } from '../ingest/answers';
import { scannedCode, scannedText } from '../ingest/scanned-text';
import { pairedCoordinates } from './coordinates';
import { PhotoQuota } from './photo-quota';
import { readReportForm } from './report-form';
import { FolderStorage, type PhotoStorage } from './storage';

/** How often each instance adds its public request counts to the shared table (rate-limit-store.ts). */
export const PUBLIC_RATE_LIMIT_SYNC_MS = 250;
/** A report without a photo took nothing from the photo quota. */
const nothingToGiveBack = () => undefined;
const userAgent = (ua: string | undefined) => (ua ? ua.slice(0, 200) : null);

export default async function scanRoutes(
  app: FastifyInstance,
  { config, storage }: { config: Config; storage?: PhotoStorage },
) {
  const photos = storage ?? new FolderStorage(config.engine.photoDir);
  const quota = new PhotoQuota(app.db, {
    perAddressPerDay: config.engine.photoMaxPerAddressPerDay,
    perCode: config.engine.photoMaxPerCode,
  });
  // Scoped to this module's routes: a shop's shared address gets a generous allowance.
  // Counted in PostgreSQL, so the limit holds across API instances; the default key
  // is the address, IPv6 by its /64 (one subscriber's whole range).
  await app.register(rateLimit, {
    global: true,
    max: config.engine.publicRateLimitPerMinute,
    timeWindow: 60_000,
    store: postgresRateLimitStore(app.db, 'public', { syncMs: PUBLIC_RATE_LIMIT_SYNC_MS }),
    errorResponseBuilder: (_req, ctx) =>
      tooManyRequests(
        `Too many requests from this address: at most ${ctx.max} a minute. Try again in ${ctx.after}.`,
        ctx.ttl / 1000,
      ),
  });
  await app.register(multipart, { limits: { fileSize: config.engine.photoMaxBytes, files: 1 } });

  route(app, endpoints.scan, async (req) => {
    const text = scannedText(req.body.url, 'url');
    const { lat, lng } = pairedCoordinates(req.body.lat, req.body.lng);
    const { outcome } = await app.ingest.submit({
      kind: 'customer',
      qrcode: await scannedCode(app.db, text),
      url: text,
      lat,
      lng,
      customerType: req.body.customer_type ?? 'Web',
      at: new Date(),
      clientId: req.body.client_id,
      device: userAgent(req.headers['user-agent']),
    });
    const data = await scanData(outcome as ScanOutcome, app.ingest.reference);
    return { status: true, message: VERDICT_MESSAGE[data.status], data };
  });

  route(app, endpoints.scanReport, async (req) => {
    const { fields, photo } = await readReportForm(req, config.engine.photoMaxBytes);
    const text = scannedText(fields.url, 'url');
    const { lat, lng } = pairedCoordinates(fields.lat, fields.lng);
    const at = new Date();
    const qrcode = await scannedCode(app.db, text);
    // Counted before anything is written: a refused photo never reaches the disk.
    const giveBack = photo ? await quota.admit(req.ip, qrcode, text, at) : nothingToGiveBack;
    let key: string | null = null;
    let applied;
    try {
      key = photo ? await photos.save(photo.bytes, photo.type, at) : null;
      applied = await app.ingest.submit({
        kind: 'report',
        qrcode,
        url: text,
        reason: fields.reason,
        description: fields.description?.trim() ?? '',
        lat,
        lng,
        photo: key && photo ? { key, type: photo.type, bytes: photo.bytes.length } : null,
        at,
        clientId: fields.client_id,
      });
    } catch (err) {
      giveBack();
      if (key) await photos.remove(key);
      throw err;
    }
    const o = applied.outcome as ReportOutcome;
    if (!o.counted) {
      giveBack();
      if (key) await photos.remove(key); // a retry: the first upload is kept
    }
    const [stored] = await app.db.query<{ reason: string; has_photo: boolean; reported_at: Date }>(
      'select reason, photo_key is not null as has_photo, reported_at from customer_reports where id = $1',
      [applied.reportId],
    );
    return {
      status: true,
      message: o.counted ? 'Thank you: your report was received.' : 'This report was already received.',
      data: {
        id: applied.reportId!,
        qrcode: o.code?.facts.qrcode ?? null,
        reason: stored!.reason,
        photo: stored!.has_photo,
        counted: o.counted,
        reported_at: new Date(stored!.reported_at).toISOString(),
      },
    };
  });
}
