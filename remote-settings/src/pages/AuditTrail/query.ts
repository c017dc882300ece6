// The query string of the audit trail: the filters (empty values dropped) and
// the table's paging; newest first unless the reader sorts another column.
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from '@qrguard/shared-api';
import type { PageRequest, SortState } from '@qrguard/shared-ui';
import type { AuditAction, AuditFilters, AuditTargetKind, AuditTrailQuery } from './types';

export const AUDIT_SORT: SortState = { by: 'at', order: 'DESC' };

/** The filters as query parameters. */
function filterQuery(filters: AuditFilters) {
  const actor = filters.actor.trim();
  return {
    ...(actor ? { actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.target ? { target_kind: filters.target } : {}),
    ...(filters.start ? { start: filters.start } : {}),
    ...(filters.end ? { end: filters.end } : {}),
  };
}

export function buildAuditQuery(filters: AuditFilters, request: PageRequest): AuditTrailQuery {
  return {
    ...filterQuery(filters),
    page: request.page,
    limit: request.limit,
    order: request.order ?? AUDIT_SORT.order,
    // The table sorts only by its sortable columns, which are the trail's sort keys (the API refuses others).
    by: (request.by ?? AUDIT_SORT.by) as AuditTrailQuery['by'],
  };
}

/** An action read from the URL, if it is one of the contract's (anything else is ignored). */
export function auditActionOf(value: string | null): AuditAction | undefined {
  return (AUDIT_ACTIONS as readonly string[]).includes(value ?? '') ? (value as AuditAction) : undefined;
}

/** A target kind read from the URL, if it is one of the contract's. */
export function auditTargetOf(value: string | null): AuditTargetKind | undefined {
  return (AUDIT_TARGET_KINDS as readonly string[]).includes(value ?? '') ? (value as AuditTargetKind) : undefined;
}
