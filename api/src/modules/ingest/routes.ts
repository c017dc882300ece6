// Ingestion from the label makers' stations, the oil-maker app and the
// Penindakan app (issue 3). Each scan is applied through the group-commit
// queue and answered only after its transaction committed.
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { ScanOutcome } from '../../domain/ingest-plan';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { deviceOf } from '../../plugins/device-auth';
import { pairedCoordinates } from '../scan/coordinates';
import { ingestScanData, scanData, VERDICT_MESSAGE } from './answers';
import { scannedCode, scannedText } from './scanned-text';

const LABEL_MESSAGE: Record<string, string> = {
  Success: 'Label verified.',
  Reject: 'Label rejected: it will not be activated.',
  'Double Scan': 'This label was already scanned (Double Scan); nothing changed.',
  'Cross Scan': 'This code was issued to another label maker (Cross Scan); nothing changed.',
  'Not Found': 'This QR code is not registered.',
  ACTIVATE: 'Activated: the bottle is now valid for customers.',
  DEACTIVATE: 'Deactivated: customers will see the bottle as inactive.',
};

/** Refused transitions are a 409 with the reason; recorded attempts (Cross Scan) stay recorded. */
function assertAccepted(o: ScanOutcome): void {
  if (o.refusal !== null) throw new HttpError(409, o.refusal);
}

export default async function ingestRoutes(app: FastifyInstance) {
  route(app, endpoints.labelScan, async (req) => {
    const station = deviceOf(req, 'station');
    const text = scannedText(req.body.qrcode, 'qrcode');
    const { outcome } = await app.ingest.submit({
      kind: 'label',
      qrcode: await scannedCode(app.db, text),
      url: text,
      labelMakerId: station.labelMakerId,
      result: req.body.result,
      at: new Date(),
      clientId: req.body.client_id,
      device: req.body.device ?? station.name,
    });
    const o = outcome as ScanOutcome;
    return { status: true, message: LABEL_MESSAGE[o.result ?? 'Not Found'] ?? 'OK', data: ingestScanData(o) };
  });

  route(app, endpoints.oilScan, async (req) => {
    const user = deviceOf(req, 'app');
    const text = scannedText(req.body.qrcode, 'qrcode');
    const { outcome } = await app.ingest.submit({
      kind: 'oil',
      qrcode: await scannedCode(app.db, text),
      url: text,
      oilMakerId: user.oilMakerId!,
      action: req.body.action,
      appUserId: user.userId,
      at: new Date(),
      clientId: req.body.client_id,
      device: user.deviceUuid,
    });
    const o = outcome as ScanOutcome;
    assertAccepted(o);
    return { status: true, message: LABEL_MESSAGE[o.result ?? 'Not Found'] ?? 'OK', data: ingestScanData(o) };
  });

  route(app, endpoints.enforcementScan, async (req) => {
    const officer = deviceOf(req, 'app');
    const text = scannedText(req.body.qrcode, 'qrcode');
    const { lat, lng } = pairedCoordinates(req.body.lat, req.body.lng);
    const { outcome } = await app.ingest.submit({
      kind: 'enforcement',
      qrcode: await scannedCode(app.db, text),
      url: text,
      lat,
      lng,
      appUserId: officer.userId,
      at: new Date(),
      clientId: req.body.client_id,
      device: officer.deviceUuid,
    });
    const data = await scanData(outcome as ScanOutcome, app.ingest.reference);
    return { status: true, message: VERDICT_MESSAGE[data.status], data };
  });
}
