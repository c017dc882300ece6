// Business constants of the programme (spec shell-highlights 1 and 9).

/** QR allowance over the ordered quantity: 4 % spare. */
export const SPARE_RATIO = 0.04;
/** A product is valid for 3 years after its validity began (oil activation). */
export const VALIDITY_YEARS = 3;

export const QR_STATUS = { unverified: 0, verified: 1, deactivated: 2 } as const;
export type QrStatus = (typeof QR_STATUS)[keyof typeof QR_STATUS];
/** How the tables show a numeric status (spec reports-settings 3). */
export const QR_STATUS_LABEL: Record<QrStatus, 'INACTIVE' | 'ACTIVE' | 'DEACTIVATED'> = {
  0: 'INACTIVE',
  1: 'ACTIVE',
  2: 'DEACTIVATED',
};

export const SCAN_RESULTS = [
  'Success',
  'Reject',
  'Not Found',
  'Double Scan',
  'Cross Scan',
  'ACTIVATE',
  'DEACTIVATE',
] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export const ACTORS = ['label_maker', 'oil_maker', 'customer', 'enforcement'] as const;
export type Actor = (typeof ACTORS)[number];

export const CUSTOMER_TYPES = ['Web', 'HSO', 'Wahana', 'MPM', 'Daya Motor'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** What a customer's scan answers (spec shell-highlights 2, customer metric meanings). */
export const VERDICTS = ['valid', 'inactive', 'expired'] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * Reasons a customer can give when reporting a product. The spec names none;
 * these are the complaints a brand-protection programme hears (Indonesian, as
 * the customer reads them on the scan page).
 */
export const REPORT_REASONS = [
  'Produk diduga palsu', // suspected counterfeit
  'Kemasan rusak', // damaged packaging
  'Segel terbuka', // seal already opened
  'QR tidak sesuai produk', // the code names another product
  'Lainnya', // other
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The two mobile apps that sign in with a device lock. */
export const APP_KINDS = ['oilmaker', 'penindakan'] as const;
export type AppKind = (typeof APP_KINDS)[number];
