// The audit trail (issue 13): every administrative write, newest first.
import { api } from '../client';
import type { QueryOf, ResponseOf } from '../contract';

/** GET /api/settings/audit-trail: filtered by actor, action, target and date; returns `data` and the paging `meta`. */
export async function fetchAuditTrail(
  query: QueryOf<'auditTrail'> = {},
): Promise<Pick<ResponseOf<'auditTrail'>, 'data' | 'meta'>> {
  const { data, meta } = await api
    .get('api/settings/audit-trail', { searchParams: query })
    .json<ResponseOf<'auditTrail'>>();
  return { data, meta };
}
