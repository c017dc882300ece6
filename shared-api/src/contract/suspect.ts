// Report Suspect and the Not Found log (issue 12; spec reports-settings 2, 3,
// 4, 7, 9).
//
// Decisions:
// - A row of Report Suspect is a flag the suspicion rules raised (the
//   `suspects` table the engine writes in the transaction of the scan that
//   tripped the rule): "Scan lebih dari 5 kali" or "Scan beda tempat". Its
//   date (Tanggal Scan) is the tripping scan's. A reset of the code's customer
//   scans (QR Code report) clears the flag but keeps it: a cleared flag stays
//   in the table with who cleared it and when, so the report is the history of
//   what the rules found and the cards keep counting what happened in the
//   range (as the highlight rollups do).
// - start..end are whole business-local days (Asia/Jakarta), both included, as
//   on every report; `variant` is comma-joined variant ids (the filter bar's
//   variant selector, fed by GET /api/master/variants). The cards take the same
//   range and variants as the table and ignore the reason (they split by it).
// - The five cards, for the same filter: total = scan_more_than_5 +
//   scan_different_location = the table's total without a reason filter, and
//   each reason's card = the table's total with that reason. qr_not_found and
//   suspicious_qr are the highlight pages' own figures (customer scans of URLs
//   naming no code, and every customer scan that was not valid, i.e. the
//   overview's "Suspicious Item Found"); qr_not_found is also the Not Found
//   log's total for the range.
// - A "Scan beda tempat" flag carries its trip: the tripping scan and the
//   located scan before it (the one the rule compared it with: the code's last
//   located customer scan since its last reset), the distance in km and the
//   speed the trip implies.
// - The Not Found log lists customer scans of URLs that name no code, newest
//   first. A row offers a photo when a customer reported that same URL with a
//   photo (the newest such report; served by GET /api/log/notfound/photo/:id
//   to holders of the log's own permission, REPORT_NOT_FOUND).
import { Type, type Static, type TSchema } from 'typebox';
import { dateRange } from './dates';
import { Envelope, PagedEnvelope, PageMeta, pageQueryFields } from './envelope';
import { endpoint } from './endpoint';
import { HighlightQuery } from './highlight';
import { literals } from './literals';
import { PERMISSIONS } from './permissions';
import { ReportPhotoParams } from './photos';
import { NOT_FOUND_SORT_KEYS, SUSPECT_REASON_VALUES, SUSPECT_SORT_KEYS } from './suspect-values';

export * from './suspect-values';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Instant = (description: string) => Type.String({ description: `ISO instant: ${description}` });

export const SuspectReasonSchema = literals(SUSPECT_REASON_VALUES);

const rangeFields = {
  start: HighlightQuery.properties.start,
  end: HighlightQuery.properties.end,
  variant: HighlightQuery.properties.variant,
};

// ---- Report Suspect ----------------------------------------------------------------

export const SuspectCardsQuery = dateRange(Type.Object(rangeFields), { start: 'start', end: 'end' });
export type SuspectCardsQuery = Static<typeof SuspectCardsQuery>;

export const SuspectCards = Type.Object({
  total: Count('Total Report Suspect: flags raised in the range, both reasons (the table total without a reason).'),
  scan_more_than_5: Count('Scan More Than 5: flags "Scan lebih dari 5 kali" (more customer scans than allowed).'),
  scan_different_location: Count(
    'Scan Different Location: flags "Scan beda tempat" (two scans too far apart for the time between them).',
  ),
  qr_not_found: Count('QR Not Found: customer scans of a URL that names no code (the Not Found log total).'),
  suspicious_qr: Count(
    'Suspicious QR: customer scans that were not valid (inactive, expired or not found); ' +
      'the Highlights "Suspicious Item Found" for the same filter.',
  ),
});
export type SuspectCards = Static<typeof SuspectCards>;

export const SuspectTableQuery = dateRange(
  Type.Object({
    ...pageQueryFields(SUSPECT_SORT_KEYS),
    ...rangeFields,
    reason: Type.Optional(SuspectReasonSchema),
  }),
  { start: 'start', end: 'end' },
);
export type SuspectTableQuery = Static<typeof SuspectTableQuery>;

export const SuspectRow = Type.Object({
  id: Type.Integer({ description: 'The flag' }),
  qrcode: Type.String(),
  variant: Type.String(),
  reason: SuspectReasonSchema,
  count: Count(
    'Jumlah Scan: the customer scans that count toward suspicion for this flag: the code’s count now while ' +
      'the flag is open, the count the reset cleared once it is cleared.',
  ),
  scan_date: Instant('the scan that tripped the rule'),
  cleared_at: Nullable(Instant('the reset that cleared the flag; null while open')),
  cleared_by: Nullable(Type.String({ description: 'username of that reset' })),
});
export type SuspectRow = Static<typeof SuspectRow>;

export const SuspectDetailQuery = dateRange(
  Type.Object({
    qrcode: Type.String({ minLength: 1, maxLength: 200, description: 'The code (as in the table)' }),
    start: rangeFields.start,
    end: rangeFields.end,
    reason: Type.Optional(SuspectReasonSchema),
  }),
  { start: 'start', end: 'end' },
);
export type SuspectDetailQuery = Static<typeof SuspectDetailQuery>;

export const SuspectScanRow = Type.Object({
  id: Type.Integer(),
  qrcode: Type.String(),
  variant: Type.String(),
  scan_date: Instant('the customer scan'),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  customer_type: Nullable(Type.String()),
});
export type SuspectScanRow = Static<typeof SuspectScanRow>;

const TripEnd = Type.Object({ scan_date: Instant('the scan'), lat: Type.Number(), lng: Type.Number() });

export const SuspectTrip = Type.Object(
  {
    from: TripEnd,
    to: TripEnd,
    distance_km: Type.Number({ minimum: 0, description: 'Great-circle distance, km (1 decimal)' }),
    hours: Type.Number({ minimum: 0, description: 'Time between the two scans, hours (2 decimals)' }),
    speed_kmh: Nullable(
      Type.Number({
        minimum: 0,
        description: 'distance_km / hours (km/h, whole); null when both scans share an instant',
      }),
    ),
  },
  { description: 'The two scans that tripped "Scan beda tempat": the earlier located scan and the tripping one.' },
);
export type SuspectTrip = Static<typeof SuspectTrip>;

export const SuspectFlag = Type.Object({
  id: Type.Integer(),
  reason: SuspectReasonSchema,
  scan_date: Instant('the scan that tripped the rule'),
  count: Count('As the table row’s count'),
  cleared_at: Nullable(Type.String()),
  cleared_by: Nullable(Type.String()),
  trip: Nullable(SuspectTrip),
});
export type SuspectFlag = Static<typeof SuspectFlag>;

export const SuspectDetail = Type.Object({
  qrcode: Type.String(),
  variant: Type.String(),
  scans: Type.Array(SuspectScanRow, {
    description: 'The code’s customer scans in the range, newest first (at most SUSPECT_DETAIL_MAX_SCANS)',
  }),
  scans_total: Count('The code’s customer scans in the range'),
  flags: Type.Array(SuspectFlag, {
    description: 'The code’s flags in the range (of the reason, when given), newest first',
  }),
});
export type SuspectDetail = Static<typeof SuspectDetail>;

// ---- Not Found log ---------------------------------------------------------------------

export const NotFoundLogQuery = dateRange(
  Type.Object({
    ...pageQueryFields(NOT_FOUND_SORT_KEYS),
    start: rangeFields.start,
    end: rangeFields.end,
  }),
  { start: 'start', end: 'end' },
);
export type NotFoundLogQuery = Static<typeof NotFoundLogQuery>;

export const NotFoundRow = Type.Object({
  id: Type.Integer({ description: 'The scan event' }),
  url: Type.String({ description: 'The scanned text as sent' }),
  variant: Nullable(Type.String({ description: 'When the scanned text names a variant (null: unknown)' })),
  created_at: Instant('the scan'),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  report_id: Nullable(
    Type.Integer({
      description: 'The newest customer report of this URL with a photo (GET /api/log/notfound/photo/:id)',
    }),
  ),
  reason: Nullable(Type.String({ description: 'That report’s reason' })),
  has_photo: Type.Boolean({ description: 'report_id is set (image button)' }),
});
export type NotFoundRow = Static<typeof NotFoundRow>;

/** The standard page meta plus the spec's `totalRows` (the same number as `total`). */
export const NotFoundMeta = Type.Object({
  ...PageMeta.properties,
  totalRows: Type.Integer({ minimum: 0, description: 'Spec reports-settings 7: the total, as the original named it' }),
});
export type NotFoundMeta = Static<typeof NotFoundMeta>;

export const NotFoundPage = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Array(NotFoundRow),
  meta: NotFoundMeta,
});

// ---- The endpoint table --------------------------------------------------------------------

export const suspectEndpoints = {
  suspectReportCards: endpoint({
    method: 'GET',
    url: '/api/reports/suspect-report/cards',
    access: PERMISSIONS.reportSuspect,
    querystring: SuspectCardsQuery,
    response: Envelope(SuspectCards),
  }),
  suspectReportTable: endpoint({
    method: 'GET',
    url: '/api/reports/suspect-report/table',
    access: PERMISSIONS.reportSuspect,
    querystring: SuspectTableQuery,
    response: PagedEnvelope(SuspectRow),
  }),
  /** 404 when the code does not exist. */
  suspectReportDetails: endpoint({
    method: 'GET',
    url: '/api/reports/suspect-report/details',
    access: PERMISSIONS.reportSuspect,
    querystring: SuspectDetailQuery,
    response: Envelope(SuspectDetail),
  }),
  notFoundLog: endpoint({
    method: 'GET',
    url: '/api/log/notfound',
    access: PERMISSIONS.reportNotFound,
    querystring: NotFoundLogQuery,
    response: NotFoundPage,
  }),
  /**
   * The photo of a customer report of a URL that names no code (report_id of a log row), as GET
   * /api/reports/photo/:id serves photos; 404 for a report of a real code, or one without a photo.
   */
  notFoundPhoto: endpoint({
    method: 'GET',
    url: '/api/log/notfound/photo/:id',
    access: PERMISSIONS.reportNotFound,
    params: ReportPhotoParams,
    response: Type.String({ description: 'image/jpeg, image/png or image/webp bytes', format: 'binary' }),
  }),
} as const;
