// Report - Consumer: its filter in the URL (`case`: the case status) and its
// list request, newest first.
import { REPORT_CASE_STATUSES, type CustomerReportQuery, type ReportCaseStatus } from '@qrguard/shared-api';
import type { PageRequest, SortState, TranslateFn } from '@qrguard/shared-ui';

/** The case statuses in their order, for the filter (the contract's list). */
export const CASE_STATUSES: readonly ReportCaseStatus[] = REPORT_CASE_STATUSES;

/** Newest first (spec 7: scan_date DESC). */
export const REPORT_SORT: SortState = { by: 'scan_date', order: 'DESC' };

/** The `case` parameter of the URL; anything unknown reads as "all". */
export const caseStatusOf = (value: string | null): ReportCaseStatus | '' =>
  CASE_STATUSES.includes(value as ReportCaseStatus) ? (value as ReportCaseStatus) : '';

export interface ReportFilters {
  caseStatus: ReportCaseStatus | '';
}

export function reportQuery({ caseStatus }: ReportFilters, request: PageRequest): CustomerReportQuery {
  return {
    ...(caseStatus ? { case_status: caseStatus } : {}),
    page: request.page,
    limit: request.limit,
    order: request.order ?? 'DESC',
    by: (request.by ?? REPORT_SORT.by) as CustomerReportQuery['by'],
  };
}

/** A case status in the reader's language. */
export const caseText = (t: TranslateFn, status: ReportCaseStatus): string => t(`consumerReport.case.${status}`);
