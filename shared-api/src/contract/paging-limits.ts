// The bounds of a list's paging, without typebox: the schemas (envelope.ts)
// and the browser's export (shared-ui) read the same numbers.

/** The last page a list answers: page * limit stays far inside what SQL's OFFSET takes. */
export const MAX_PAGE = 100_000;
/** The most rows one page holds. */
export const MAX_PAGE_SIZE = 1000;
