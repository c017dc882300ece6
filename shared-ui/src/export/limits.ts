// The export's limits and defaults (spec shell-highlights 9: default name
// "Data Download", sheet "Data", type xlsx). The cap is the API's too:
// shared-api/src/contract/export.ts declares the same numbers (a test keeps
// them equal).

/** The most rows one exported file holds, unless the caller gives another cap. */
export const DEFAULT_EXPORT_ROW_CAP = 500_000;
/** Rows asked for per request while exporting: the contract's largest page (limit ≤ 1000). */
export const EXPORT_PAGE_SIZE = 1000;
export const DEFAULT_EXPORT_NAME = 'Data Download';
export const DEFAULT_SHEET_NAME = 'Data';
