// Exports (issue 11): the browser builds the xlsx file from a list endpoint's
// own pages (shared-ui/src/export); this is the API's side of the limit. One
// export reads at most `exportRowCap()` rows: the default is the contract's
// EXPORT_ROW_CAP (shared-api/src/contract/export.ts, 500,000), and the
// EXPORT_ROW_CAP environment variable may lower it (never raise it past what
// page/limit paging reaches). See docs/decisions.md, "Reports and export (issue 11)".

import { EXPORT_ROW_CAP, MAX_PAGE, MAX_PAGE_SIZE } from '@qrguard/shared-api/contract';

/** The contract's default cap. */
export const DEFAULT_EXPORT_ROW_CAP = EXPORT_ROW_CAP;
/** The largest cap page/limit paging can serve: MAX_PAGE (100,000) pages of MAX_PAGE_SIZE (1,000). */
export const MAX_EXPORT_ROW_CAP = MAX_PAGE * MAX_PAGE_SIZE;

/** The cap in force: EXPORT_ROW_CAP from the environment when it is a positive integer in range. */
export function exportRowCap(env: Record<string, string | undefined> = process.env): number {
  const raw = env.EXPORT_ROW_CAP?.trim();
  if (!raw) return DEFAULT_EXPORT_ROW_CAP;
  if (!/^[1-9][0-9]*$/.test(raw) || Number(raw) > MAX_EXPORT_ROW_CAP) {
    throw new Error(`EXPORT_ROW_CAP must be a whole number from 1 to ${MAX_EXPORT_ROW_CAP}, not "${raw}"`);
  }
  return Number(raw);
}

/**
 * The rows of page `page` (size `limit`) that an export under `cap` may still
 * take: `limit` inside the cap, fewer on the page the cap cuts, 0 past it.
 */
export function rowsWithinCap(page: number, limit: number, cap: number): number {
  const before = (page - 1) * limit;
  return Math.max(0, Math.min(limit, cap - before));
}
