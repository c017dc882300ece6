// The QR Code report (spec reports-settings 2, 3, 7): search, details and history of one code.
import { Type, type Static } from 'typebox';
import { pageQueryFields } from './envelope';
import { literals, QR_STATUS_LABELS } from './ingest';

/** Columns of the QR Code report a user can sort by. */
export const QR_SORT_KEYS = ['id', 'qrcode', 'serial_number', 'status', 'created_at'] as const;

export const QrCodeQuery = Type.Object({
  ...pageQueryFields(QR_SORT_KEYS),
  /** The start of a QR code or serial number (exact case). */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  search_by: Type.Optional(Type.Union([Type.Literal('qrcode'), Type.Literal('serial')])),
  status: Type.Optional(literals(QR_STATUS_LABELS)),
});
export type QrCodeQuery = Static<typeof QrCodeQuery>;

export const QrCodeRow = Type.Object({
  id: Type.Integer(),
  qrcode: Type.String(),
  serial_number: Type.String(),
  status: literals(QR_STATUS_LABELS),
  variant: Type.String(),
  created_at: Type.String({ description: 'ISO time the code was issued' }),
});
export type QrCodeRow = Static<typeof QrCodeRow>;

export const QrCodeIdQuery = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type QrCodeIdQuery = Static<typeof QrCodeIdQuery>;

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** Why a code is blocked (issue 12, beyond the original): the category the public scan answers with. */
export const QR_BLOCK_REASONS = ['Counterfeit found', 'Damaged label', 'Stolen stock', 'Recalled', 'Other'] as const;
export type QrBlockReason = (typeof QR_BLOCK_REASONS)[number];
/** The longest note of a block or unblock. */
export const QR_BLOCK_NOTE_MAX = 500;

/** The open block of a code, as the details modal shows it. */
export const QrBlockInfo = Type.Object({
  reason: literals(QR_BLOCK_REASONS),
  note: NullableText,
  blocked_by: Type.String(),
  blocked_at: Type.String({ description: 'ISO time' }),
});
export type QrBlockInfo = Static<typeof QrBlockInfo>;

/** The QR Code Details modal (spec reports-settings 3, "QR detail record"). */
export const QrCodeDetail = Type.Object({
  id: Type.Integer(),
  qrcode: Type.String(),
  serial: Type.String(),
  /** 0 Unverified, 1 Verified, 2 Deactivated. */
  status: Type.Integer({ minimum: 0, maximum: 2 }),
  is_expired: Type.Union([Type.Literal(0), Type.Literal(1)]),
  expires_at: NullableText,
  variant: Type.String(),
  part_no: Type.String(),
  type: Type.String(),
  volume: Type.Integer({ description: 'millilitres' }),
  description: Type.String(),
  image: Type.String(),
  no_po: Type.String(),
  label_maker: Type.String(),
  label_active_date: NullableText,
  oil_maker: NullableText,
  oil_active_date: NullableText,
  bottle_maker: Type.String(),
  oil_received_data_date: NullableText,
  customer_scans: Type.Integer(),
  customer_report_date: NullableText,
  /** Reasons of the customer reports, comma-separated. */
  customer_report_status: NullableText,
  /** Open suspicion reasons. */
  suspect_reasons: Type.Array(Type.String()),
  created_at: Type.String(),
  /** The open block (issue 12), or null; a blocked code's `status` is 2 (Deactivated). */
  block: Type.Union([QrBlockInfo, Type.Null()]),
  /**
   * The code's GS1 Digital Link (issue 12), https://<resolver host>/01/<GTIN-14>/21/<serial>;
   * null when its variant has no GTIN.
   */
  digital_link: NullableText,
});
export type QrCodeDetail = Static<typeof QrCodeDetail>;

export const QrHistoryEvent = Type.Object({
  activity: Type.String(),
  activity_date: Type.String({ description: 'ISO time' }),
  actor: Type.String({ description: 'provider, label_maker, oil_maker, customer, enforcement or system' }),
  result: Type.String(),
});
export type QrHistoryEvent = Static<typeof QrHistoryEvent>;

export const ResetCustomerScanBody = Type.Object({
  /** The last path segment of the QR URL (the whole URL is accepted too). */
  qrcode: Type.String({ minLength: 1, maxLength: 2048 }),
});
export type ResetCustomerScanBody = Static<typeof ResetCustomerScanBody>;

/** POST /api/reports/qrcode/block: a note is required when the reason is Other (checked by the API). */
export const BlockQrCodeBody = Type.Object({
  /** The last path segment of the QR URL (the whole URL is accepted too). */
  qrcode: Type.String({ minLength: 1, maxLength: 2048 }),
  reason: literals(QR_BLOCK_REASONS),
  note: Type.Optional(Type.String({ maxLength: QR_BLOCK_NOTE_MAX })),
});
export type BlockQrCodeBody = Static<typeof BlockQrCodeBody>;

/** POST /api/reports/qrcode/unblock. */
export const UnblockQrCodeBody = Type.Object({
  qrcode: Type.String({ minLength: 1, maxLength: 2048 }),
  note: Type.Optional(Type.String({ maxLength: QR_BLOCK_NOTE_MAX })),
});
export type UnblockQrCodeBody = Static<typeof UnblockQrCodeBody>;

/** The longest PO number the EPCIS export takes. */
export const PO_NUMBER_MAX = 100;

/**
 * GET /api/reports/qrcode/epcis (issue 12): one code (`id`, as in the details) or
 * every code of a purchase order (`po`, its number as the details show it).
 * Exactly one of the two (checked by the API: a 400 otherwise).
 */
export const QrCodeEpcisQuery = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  po: Type.Optional(Type.String({ minLength: 1, maxLength: PO_NUMBER_MAX, pattern: '^[^\\u0000-\\u001f\\u007f]+$' })),
});
export type QrCodeEpcisQuery = Static<typeof QrCodeEpcisQuery>;

/** The EPCIS 2.0 JSON-LD media type the export answers with. */
export const EPCIS_MEDIA_TYPE = 'application/ld+json';

/** One event of the export: an EPCIS 2.0 ObjectEvent with CBV 2.0 business steps and dispositions. */
export const EpcisObjectEvent = Type.Object({
  type: Type.Literal('ObjectEvent'),
  eventID: Type.String({ description: 'urn:uuid, stable across exports of the same fact' }),
  eventTime: Type.String({ description: 'ISO time with the business time zone offset' }),
  eventTimeZoneOffset: Type.String({ description: '+07:00' }),
  epcList: Type.Array(Type.String({ description: 'the code as its GS1 Digital Link URI' })),
  action: Type.Union([Type.Literal('ADD'), Type.Literal('OBSERVE'), Type.Literal('DELETE')]),
  bizStep: Type.String({ description: 'CBV business step: commissioning, assembling, inspecting, decommissioning' }),
  disposition: Type.Optional(Type.String({ description: 'CBV disposition' })),
  readPoint: Type.Optional(Type.Object({ id: Type.String({ description: 'geo:<lat>,<lng>' }) })),
});
export type EpcisObjectEvent = Static<typeof EpcisObjectEvent>;

/** The EPCIS 2.0 document (JSON-LD), streamed; it validates against GS1's EPCIS 2.0 JSON schema. */
export const EpcisDocument = Type.Object({
  '@context': Type.Array(Type.Unknown()),
  type: Type.Literal('EPCISDocument'),
  schemaVersion: Type.Literal('2.0'),
  creationDate: Type.String(),
  epcisBody: Type.Object({ eventList: Type.Array(EpcisObjectEvent) }),
});
export type EpcisDocument = Static<typeof EpcisDocument>;
