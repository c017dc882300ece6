// Exports (issue 11): the limits the API and the browser share (no typebox here:
// the browser imports it). The browser
// builds the file (shared-ui/src/export) from the list endpoints' own pages;
// these numbers bound what one export asks for. See docs/decisions.md,
// "Reports and export (issue 11)".
import { MAX_PAGE, MAX_PAGE_SIZE } from './paging-limits';

/** The most rows one exported file holds (default; EXPORT_ROW_CAP in the API's environment may lower it). */
export const EXPORT_ROW_CAP = 500_000;
/** Rows per request while exporting: the largest page a list answers. */
export const EXPORT_PAGE_LIMIT = MAX_PAGE_SIZE;
/** Pages one capped export needs (500): far inside MAX_PAGE, so page/limit paging reaches every row. */
export const EXPORT_MAX_PAGES = Math.ceil(EXPORT_ROW_CAP / EXPORT_PAGE_LIMIT);

if (EXPORT_MAX_PAGES > MAX_PAGE) throw new Error('An export would need pages beyond MAX_PAGE');
