// Activity log: the shell posts a row on each page visit; Settings shows them.
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { localRange, parseLocalDateTime, type LocalDateTime } from '../../domain/business-date';
import { pageMeta, pageRequest } from '../../domain/paging';
import { route } from '../../http/route';
import { signedIn } from '../../plugins/auth';
import { activityPage, recordActivity } from './queries';

/** The range of the query; the contract has checked both dates and their order (contract/dates.ts). */
function parseDates(start?: string, end?: string): { start?: LocalDateTime; end?: LocalDateTime } {
  const s = start === undefined ? undefined : parseLocalDateTime(start);
  const e = end === undefined ? undefined : parseLocalDateTime(end);
  return { ...(s ? { start: s } : {}), ...(e ? { end: e } : {}) };
}

export default async function settingsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, endpoints.postActivity, async (req) => {
    const user = signedIn(req);
    await recordActivity(app.db, {
      userId: user.id,
      username: user.username,
      menu: req.body.menu.trim(),
      module: req.body.module.trim(),
    });
    return { status: true, message: 'Activity recorded', data: null };
  });

  route(app, endpoints.activityLog, async (req) => {
    const { start, end } = parseDates(req.query.start, req.query.end);
    const page = pageRequest(req.query, config.listMaxRows);
    const { rows, total } = await activityPage(
      app.db,
      { search: req.query.search, range: localRange(start, end), timeZone: config.businessTz },
      { by: req.query.by, order: req.query.order },
      page,
    );
    return { status: true, message: 'OK', data: rows, meta: pageMeta(page, total) };
  });
}
