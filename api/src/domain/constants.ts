// Business constants of the programme (spec shell-highlights 1 and 9). The
// value lists a request may carry are declared once, in the shared contract,
// and named here as the domain uses them.
import {
  APP_KIND_VALUES,
  CUSTOMER_TYPE_VALUES,
  QR_STATUS_LABELS,
  REPORT_REASON_VALUES,
  SCAN_RESULT_VALUES,
} from '@qrguard/shared-api/contract';

/** QR allowance over the ordered quantity: 4 % spare. */
export const SPARE_RATIO = 0.04;
/** A product is valid for 3 years after its validity began (oil activation). */
export const VALIDITY_YEARS = 3;

export const QR_STATUS = { unverified: 0, verified: 1, deactivated: 2 } as const;
export type QrStatus = (typeof QR_STATUS)[keyof typeof QR_STATUS];
/** How the tables show a numeric status (spec reports-settings 3). */
export const QR_STATUS_LABEL: Record<QrStatus, (typeof QR_STATUS_LABELS)[number]> = {
  [QR_STATUS.unverified]: QR_STATUS_LABELS[0],
  [QR_STATUS.verified]: QR_STATUS_LABELS[1],
  [QR_STATUS.deactivated]: QR_STATUS_LABELS[2],
};

export const SCAN_RESULTS = SCAN_RESULT_VALUES;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export const ACTORS = ['label_maker', 'oil_maker', 'customer', 'enforcement'] as const;
export type Actor = (typeof ACTORS)[number];

export const CUSTOMER_TYPES = CUSTOMER_TYPE_VALUES;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** What a customer's scan answers (spec shell-highlights 2, customer metric meanings). */
export const VERDICTS = ['valid', 'inactive', 'expired'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Reasons a customer can give when reporting a product (see the contract). */
export const REPORT_REASONS = REPORT_REASON_VALUES;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The two mobile apps that sign in with a device lock. */
export const APP_KINDS = APP_KIND_VALUES;
export type AppKind = (typeof APP_KINDS)[number];
