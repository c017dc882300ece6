// The QR Code report (spec reports-settings 2, 3, 7): search, details and history of one code.
import { Type, type Static } from 'typebox';
import { PageQuery } from './envelope';
import { literals, QR_STATUS_LABELS } from './ingest';

export const QrCodeQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    /** The start of a QR code or serial number (exact case). */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    search_by: Type.Optional(Type.Union([Type.Literal('qrcode'), Type.Literal('serial')])),
    status: Type.Optional(literals(QR_STATUS_LABELS)),
  }),
]);
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
