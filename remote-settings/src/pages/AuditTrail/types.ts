// Types of the Audit Trail page (issue 13): the contract's rows and queries,
// and the page's filters.
import type { AuditAction, AuditEventRow, AuditTargetKind, QueryOf } from '@qrguard/shared-api';

export type { AuditAction, AuditEventRow, AuditTargetKind };
export type AuditTrailQuery = QueryOf<'auditTrail'>;

/** What the filters decide (actor, action and target from the filter panel, the dates from the date bar). */
export interface AuditFilters {
  /** Part of the actor's username; empty means anyone. */
  actor: string;
  action: AuditAction | undefined;
  target: AuditTargetKind | undefined;
  /** YYYY-MM-DD in the business time zone. */
  start: string;
  end: string;
}
