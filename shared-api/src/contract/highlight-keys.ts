// The highlight contract's runtime constants that the browser needs. No
// typebox import here (like permissions.ts), so the pages can use these
// without pulling the schemas into their bundle.

/** The period modes of the date filter (spec shell-highlights 4); they choose the buckets of a series. */
export const HIGHLIGHT_MODES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'CUSTOM'] as const;
export type HighlightMode = (typeof HIGHLIGHT_MODES)[number];

/**
 * A variant's key part in the period rows: its name with spaces removed
 * ("MPX 1" -> "MPX1"), case kept: activate_MPX1, totalscan_MPX1, activated_MPX1, totalqr_MPX1.
 */
export const variantKey = (name: string): string => name.replace(/\s+/g, '');

/** A variant's key in the report-reason rows: lowercased with spaces removed ("MPX 1" -> "mpx1"). */
export const reasonVariantKey = (name: string): string => variantKey(name).toLowerCase();

/** The reason-row key of reports of codes that were never issued. */
export const UNKNOWN_VARIANT_KEY = 'unknown';
