// The reports' value lists (issue 11), without typebox: the API's schemas
// (contract/reports.ts) and the pages' filters read the same lists.

/** The states of a customer report's case (beyond the original), in their order. A new report is Open. */
export const REPORT_CASE_STATUSES = [
  'Open',
  'Investigating',
  'Confirmed counterfeit',
  'Not counterfeit',
  'Closed',
] as const;
export type ReportCaseStatus = (typeof REPORT_CASE_STATUSES)[number];

/** What a label maker's verification scan can answer (Report - Label Maker's status filter). */
export const LABEL_SCAN_RESULT_VALUES = ['Success', 'Reject', 'Double Scan', 'Cross Scan', 'Not Found'] as const;
/** What an oil maker's filling-line scan can answer (Report - Oil Maker's status filter). */
export const OIL_SCAN_RESULT_VALUES = ['ACTIVATE', 'DEACTIVATE', 'Double Scan', 'Cross Scan', 'Not Found'] as const;
