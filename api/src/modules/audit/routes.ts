// Settings > Audit Trail (issue 13): the trail, newest first, filtered by
// actor, action, target and date. Its Download Excel is the product's one
// export (shared-ui/src/export), which pages through this same route.
import { endpoints, type AuditTrailQuery } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { localRange, parseLocalDateTime } from '../../domain/business-date';
import { pageMeta, pageRequest } from '../../domain/paging';
import { route } from '../../http/route';
import { auditPage, type AuditFilter } from './queries';

/** The filter of a query; the contract has checked both dates and their order (contract/dates.ts). */
function filterOf(q: AuditTrailQuery, timeZone: string): AuditFilter {
  const start = q.start === undefined ? undefined : parseLocalDateTime(q.start);
  const end = q.end === undefined ? undefined : parseLocalDateTime(q.end);
  return {
    actor: q.actor,
    action: q.action,
    targetKind: q.target_kind,
    targetId: q.target_id,
    range: localRange(start, end),
    timeZone,
  };
}

export default async function auditRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, endpoints.auditTrail, async (req) => {
    const page = pageRequest(req.query, config.listMaxRows);
    const { rows, total } = await auditPage(
      app.db,
      filterOf(req.query, config.businessTz),
      { by: req.query.by, order: req.query.order },
      page,
    );
    return { status: true, message: 'OK', data: rows, meta: pageMeta(page, total) };
  });
}
