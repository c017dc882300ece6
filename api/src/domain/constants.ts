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

export const SCAN_RESULTS = ['Success', 'Reject', 'Not Found', 'Double Scan', 'Cross Scan', 'ACTIVATE', 'DEACTIVATE'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export const ACTORS = ['label_maker', 'oil_maker', 'customer', 'enforcement'] as const;
export type Actor = (typeof ACTORS)[number];

export const CUSTOMER_TYPES = ['Web', 'HSO', 'Wahana', 'MPM', 'Daya Motor'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
