// The case of a customer report (issue 11, beyond the original): which status
// may follow which. Pure: the route loads the case, asks here, and writes.
//
//   Open -> Investigating, Not counterfeit, Closed
//   Investigating -> Confirmed counterfeit, Not counterfeit, Open
//   Confirmed counterfeit -> Closed, Investigating (new evidence)
//   Not counterfeit -> Closed, Investigating (new evidence)
//   Closed -> Investigating (reopened)
//
// A verdict (Confirmed counterfeit) needs an investigation first; a verdict is
// reopened through Investigating; staying in the same status is no change.
import { REPORT_CASE_STATUSES, type ReportCaseStatus } from '@qrguard/shared-api/contract';

export const CASE_TRANSITIONS: Readonly<Record<ReportCaseStatus, readonly ReportCaseStatus[]>> = {
  Open: ['Investigating', 'Not counterfeit', 'Closed'],
  Investigating: ['Confirmed counterfeit', 'Not counterfeit', 'Open'],
  'Confirmed counterfeit': ['Closed', 'Investigating'],
  'Not counterfeit': ['Closed', 'Investigating'],
  Closed: ['Investigating'],
};

/** The statuses a case may move to from `from`. */
export const nextCaseStatuses = (from: ReportCaseStatus): readonly ReportCaseStatus[] => CASE_TRANSITIONS[from];

export type CaseTransition = { ok: true } | { ok: false; reason: string };

/** Whether a case in `from` may move to `to`, with the reason when not. */
export function caseTransition(from: ReportCaseStatus, to: ReportCaseStatus): CaseTransition {
  if (!REPORT_CASE_STATUSES.includes(from)) return { ok: false, reason: `Unknown case status "${from}".` };
  if (from === to) return { ok: false, reason: `The case is already ${from}.` };
  if (!CASE_TRANSITIONS[from].includes(to))
    return {
      ok: false,
      reason: `A case that is ${from} cannot become ${to}; it can become ${CASE_TRANSITIONS[from].join(', ')}.`,
    };
  return { ok: true };
}
