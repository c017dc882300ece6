// Ingestion (issue 3): the mobile apps' sign-in, the label makers' stations,
// the oil-maker app, the Penindakan (enforcement) app and the public customer
// scan page. Each request names its fields in a 400 when they are wrong.
import { Type, type Static } from 'typebox';
import { literals } from './literals';

/** Who may call an ingestion endpoint besides dashboard users (see Access in endpoints.ts). */
export const DEVICE_ACCESS = ['station', 'app:oilmaker', 'app:penindakan'] as const;
/** 'station': a label maker's verification station key; 'app:*': a token from POST /api/app/login. */
export type DeviceAccess = (typeof DEVICE_ACCESS)[number];
export const isDeviceAccess = (access: string): access is DeviceAccess =>
  (DEVICE_ACCESS as readonly string[]).includes(access);

export const CUSTOMER_TYPE_VALUES = ['Web', 'HSO', 'Wahana', 'MPM', 'Daya Motor'] as const;
/**
 * Reasons a customer can give when reporting a product. The spec names none;
 * these are the complaints a brand-protection programme hears (Indonesian, as
 * the customer reads them on the scan page).
 */
export const REPORT_REASON_VALUES = [
  'Produk diduga palsu', // suspected counterfeit
  'Kemasan rusak', // damaged packaging
  'Segel terbuka', // seal already opened
  'QR tidak sesuai produk', // the code names another product
  'Lainnya', // other
] as const;
export const SCAN_RESULT_VALUES = [
  'Success',
  'Reject',
  'Not Found',
  'Double Scan',
  'Cross Scan',
  'ACTIVATE',
  'DEACTIVATE',
] as const;
export const QR_STATUS_LABELS = ['INACTIVE', 'ACTIVE', 'DEACTIVATED'] as const;
/** The two mobile apps that sign in with a device lock. */
export const APP_KIND_VALUES = ['oilmaker', 'penindakan'] as const;

export { literals };

/** The request's own id (a UUID or similar): a retry with the same id is answered, not counted again. */
export const ClientId = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: '8 to 64 letters, digits, - or _',
});
/** What the scanner read: the printed URL or the bare code. */
export const ScannedText = Type.String({ minLength: 1, maxLength: 2048 });
export const Latitude = Type.Number({ minimum: -90, maximum: 90 });
export const Longitude = Type.Number({ minimum: -180, maximum: 180 });
const Device = Type.String({ minLength: 1, maxLength: 200 });

export const AppLoginBody = Type.Object({
  app: literals(APP_KIND_VALUES),
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  device_uuid: Type.String({ minLength: 1, maxLength: 200 }),
});
export type AppLoginBody = Static<typeof AppLoginBody>;

export const AppSession = Type.Object({
  token: Type.String(),
  expires_at: Type.String({ description: 'ISO time' }),
  id: Type.Integer(),
  username: Type.String(),
  app: literals(APP_KIND_VALUES),
  type: Type.String(),
  /** The oil maker's code for the oil-maker app; null for Penindakan. */
  company: Type.Union([Type.String(), Type.Null()]),
  company_name: Type.Union([Type.String(), Type.Null()]),
  device_uuid: Type.String(),
});
export type AppSession = Static<typeof AppSession>;

export const LabelScanBody = Type.Object({
  qrcode: ScannedText,
  result: Type.Union([Type.Literal('Success'), Type.Literal('Reject')]),
  client_id: Type.Optional(ClientId),
  device: Type.Optional(Device),
});
export type LabelScanBody = Static<typeof LabelScanBody>;

export const OilScanBody = Type.Object({
  qrcode: ScannedText,
  action: Type.Union([Type.Literal('ACTIVATE'), Type.Literal('DEACTIVATE')]),
  client_id: Type.Optional(ClientId),
});
export type OilScanBody = Static<typeof OilScanBody>;

/** The answer to a label-maker or oil-maker scan. */
export const IngestScanData = Type.Object({
  /** The code scanned; null when the text named no code. */
  qrcode: Type.Union([Type.String(), Type.Null()]),
  serial_number: Type.Union([Type.String(), Type.Null()]),
  result: literals(SCAN_RESULT_VALUES),
  /** The code's status after the scan; null when not found. */
  status: Type.Union([literals(QR_STATUS_LABELS), Type.Null()]),
  /** False when this repeated an earlier request with the same client_id. */
  counted: Type.Boolean(),
  scanned_at: Type.String({ description: 'ISO time' }),
});
export type IngestScanData = Static<typeof IngestScanData>;

export const ScanBody = Type.Object({
  url: ScannedText,
  lat: Type.Optional(Latitude),
  lng: Type.Optional(Longitude),
  customer_type: Type.Optional(literals(CUSTOMER_TYPE_VALUES)),
  client_id: Type.Optional(ClientId),
});
export type ScanBody = Static<typeof ScanBody>;

export const EnforcementScanBody = Type.Object({
  qrcode: ScannedText,
  lat: Type.Optional(Latitude),
  lng: Type.Optional(Longitude),
  client_id: Type.Optional(ClientId),
});
export type EnforcementScanBody = Static<typeof EnforcementScanBody>;

export const ScannedProduct = Type.Object({
  qrcode: Type.String(),
  serial_number: Type.String(),
  variant: Type.String(),
  name: Type.String(),
  part_no: Type.String(),
  type: Type.String(),
  volume_ml: Type.Integer(),
  label_maker: Type.String(),
  oil_maker: Type.Union([Type.String(), Type.Null()]),
  activated_at: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.Union([Type.String(), Type.Null()]),
});
export type ScannedProduct = Static<typeof ScannedProduct>;

/** What the customer scan page shows. */
export const ScanData = Type.Object({
  status: Type.Union([
    Type.Literal('valid'),
    Type.Literal('inactive'),
    Type.Literal('expired'),
    Type.Literal('not_found'),
    /** Blocked from the QR Code report (issue 12); `block_reason` says why. */
    Type.Literal('blocked'),
  ]),
  /** When status is `blocked`: the reason category (one of QR_BLOCK_REASONS, contract/qrcode.ts). */
  block_reason: Type.Optional(Type.String()),
  suspicious: Type.Boolean(),
  /** "Scan lebih dari 5 kali", "Scan beda tempat". */
  reasons: Type.Array(Type.String()),
  counted: Type.Boolean(),
  scanned_at: Type.String({ description: 'ISO time' }),
  product: Type.Union([ScannedProduct, Type.Null()]),
});
export type ScanData = Static<typeof ScanData>;

/**
 * The text fields of POST /api/scan/report (multipart/form-data, with an
 * optional file field `photo`: JPEG or PNG (sniffed from the bytes; anything else is a 415), 5 MB at most by default).
 */
export const ReportFields = Type.Object({
  url: ScannedText,
  reason: literals(REPORT_REASON_VALUES),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  lat: Type.Optional(Latitude),
  lng: Type.Optional(Longitude),
  client_id: Type.Optional(ClientId),
});
export type ReportFields = Static<typeof ReportFields>;

export const ReportData = Type.Object({
  id: Type.Integer(),
  qrcode: Type.Union([Type.String(), Type.Null()]),
  reason: Type.String(),
  photo: Type.Boolean(),
  counted: Type.Boolean(),
  reported_at: Type.String({ description: 'ISO time' }),
});
export type ReportData = Static<typeof ReportData>;
