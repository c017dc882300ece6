// The export's limits and defaults (spec shell-highlights 9: default name
// "Data Download", sheet "Data", type xlsx). The cap and the page size are the
// contract's (shared-api/src/contract/export.ts), which the API enforces.
import { EXPORT_PAGE_LIMIT, EXPORT_ROW_CAP } from '@qrguard/shared-api';

/** The most rows one exported file holds, unless the caller gives another cap. */
export const DEFAULT_EXPORT_ROW_CAP = EXPORT_ROW_CAP;
/** Rows asked for per request while exporting: the contract's largest page. */
export const EXPORT_PAGE_SIZE = EXPORT_PAGE_LIMIT;
export const DEFAULT_EXPORT_NAME = 'Data Download';
export const DEFAULT_SHEET_NAME = 'Data';
