// The values of Report Suspect and the Not Found log (issue 12), without
// typebox: the API's schemas (contract/suspect.ts), the suspicion rules
// (api/src/domain/suspicion.ts) and the pages' filters read the same lists.

/** Why the rules flag a code (the suspects table's reasons), in the order the reason filter offers them. */
export const SUSPECT_REASON_VALUES = ['Scan beda tempat', 'Scan lebih dari 5 kali'] as const;
export type SuspectReason = (typeof SUSPECT_REASON_VALUES)[number];

/** Columns of the Report Suspect table a user can sort by (default: scan_date, newest first). */
export const SUSPECT_SORT_KEYS = ['scan_date', 'count', 'qrcode', 'id'] as const;

/** The most customer scans of one code the detail modal lists (the newest); `scans_total` says how many there are. */
export const SUSPECT_DETAIL_MAX_SCANS = 1000;

/** Columns of the Not Found log a user can sort by (default: created_at, newest first). */
export const NOT_FOUND_SORT_KEYS = ['created_at', 'url', 'variant', 'id'] as const;

/** The Not Found log's page size (spec reports-settings 9). */
export const NOT_FOUND_PAGE_SIZE = 15;
