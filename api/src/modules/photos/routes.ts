// Report photos (issue 11): GET /api/reports/photo/:id serves the photo a
// customer attached to report `id` to users holding the Report Customer
// permission (the contract's access rule; `route` enforces it before anything
// else runs). The URL holds the report's id only: the key comes from the
// database, and the storage refuses any key that is not one it generated
// (storage.ts), so no input reaches another file.
import { endpoints, REPORT_PHOTO_MAX_AGE_SECONDS } from '@qrguard/shared-api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { FolderStorage, type PhotoStorage } from '../scan/storage';

/** The content type of each stored photo_type (webp: photos kept before issue 9). */
export const PHOTO_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
const EXTENSIONS: Readonly<Record<string, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

const noPhoto = (id: string) => new HttpError(404, `Report ${id} has no photo.`);

const isMissingFile = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';

export default async function photoRoutes(
  app: FastifyInstance,
  { config, storage }: { config: Config; storage?: PhotoStorage },
) {
  const photos = storage ?? new FolderStorage(config.engine.photoDir);

  route(app, endpoints.reportPhoto, async (req, reply) => {
    const { id } = req.params;
    const [row] = await app.db.query<StoredPhoto>('select photo_key, photo_type from customer_reports where id = $1', [
      id,
    ]);
    return sendReportPhoto(req, reply, photos, id, row);
  });
}

/** A report's stored photo: its key in the storage and its type (customer_reports.photo_key, photo_type). */
export interface StoredPhoto {
  photo_key: string | null;
  photo_type: string | null;
}

/**
 * Answers with the photo of report `id` (its row as read by the caller, undefined when there is
 * none), or a 404. The Not Found log serves the photos of its reports through this too
 * (modules/suspects/routes.ts), under its own permission.
 */
export async function sendReportPhoto(
  req: FastifyRequest,
  reply: FastifyReply,
  photos: PhotoStorage,
  id: string,
  row: StoredPhoto | undefined,
): Promise<string> {
  const type = row?.photo_type ?? '';
  if (!row?.photo_key || !Object.hasOwn(PHOTO_CONTENT_TYPES, type)) throw noPhoto(id);
  let bytes: Buffer;
  try {
    bytes = await photos.read(row.photo_key);
  } catch (error) {
    // The row outlived its file (a folder restored without it): nothing to show, and worth a look.
    if (!isMissingFile(error)) throw error;
    req.log.warn({ report: id }, 'report photo file is missing');
    throw noPhoto(id);
  }
  void reply
    .header('content-type', PHOTO_CONTENT_TYPES[type]!)
    .header('content-length', bytes.length)
    // Only the signed-in user's browser keeps it, briefly, and per credential.
    .header('cache-control', `private, max-age=${REPORT_PHOTO_MAX_AGE_SECONDS}`)
    // Added to what CORS put there (Origin), not in its place.
    .header('vary', [reply.getHeader('vary'), 'Authorization'].filter(Boolean).join(', '))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="report-${id}-photo.${EXTENSIONS[type]}"`);
  // A Buffer is sent as is (no serializer); the route's response schema only documents it.
  return reply.send(bytes) as unknown as string;
}
