// Calls of the Audit Trail page, through shared-api's typed service function:
// the paged trail (its export pages through the same call, shared-ui/src/export).
import { fetchAuditTrail } from '@qrguard/shared-api';
import type { PageResult } from '@qrguard/shared-ui';
import type { AuditEventRow, AuditTrailQuery } from './types';

export async function fetchAuditPage(query: AuditTrailQuery): Promise<PageResult<AuditEventRow>> {
  return fetchAuditTrail(query);
}
