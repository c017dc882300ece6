// Report photos (issue 11): the photo a customer attached to a report
// (POST /api/scan/report), served by the report's id to users who may see the
// customer reports. Ids only: no key, path or file name ever reaches the URL.
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { PERMISSIONS } from './permissions';

/**
 * A report id (customer_reports.id, a bigint) written as plain decimal digits, kept as text: no
 * other spelling ("1.5", "+1", "1e3", "0x10", " 1") names a report, where a converted integer
 * would quietly turn some of them into an id. At most 16 digits, inside PostgreSQL's bigint.
 */
export const ReportPhotoParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,15}$', maxLength: 16 }) });
export type ReportPhotoParams = Static<typeof ReportPhotoParams>;

/** How long the signed-in user's browser may keep a photo (Cache-Control: private, max-age). */
export const REPORT_PHOTO_MAX_AGE_SECONDS = 300;

export const photoEndpoints = {
  /**
   * The photo's bytes with its stored content type (image/jpeg or image/png; image/webp for
   * photos kept before issue 9), `Cache-Control: private`, `Content-Disposition: inline`,
   * `X-Content-Type-Options: nosniff`. 404 for an unknown report or one without a photo.
   * `response` documents the body only (it is not JSON).
   */
  reportPhoto: endpoint({
    method: 'GET',
    url: '/api/reports/photo/:id',
    access: PERMISSIONS.reportCustomer,
    params: ReportPhotoParams,
    response: Type.String({ description: 'image/jpeg, image/png or image/webp bytes', format: 'binary' }),
  }),
} as const;
