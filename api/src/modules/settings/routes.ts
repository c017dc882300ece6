// Activity log: the shell posts a row on each page visit; Settings shows them.
import { endpoints, type FieldError } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { localRange, parseLocalDateTime, type LocalDateTime } from '../../domain/business-date';
import { pageMeta, pageRequest } from '../../domain/paging';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { signedIn } from '../../plugins/auth';
import { activityPage, recordActivity } from './queries';

function parseDates(start?: string, end?: string): { start?: LocalDateTime; end?: LocalDateTime } {
  const errors: FieldError[] = [];
  const parse = (value: string | undefined, field: string) => {
    if (value === undefined) return undefined;
    const parsed = parseLocalDateTime(value);
    if (!parsed) errors.push({ field: `querystring/${field}`, message: 'is not a real calendar date and time' });
    return parsed;
  };
  const s = parse(start, 'start');
  const e = parse(end, 'end');
  if (s && e && s.text > e.text) errors.push({ field: 'querystring/end', message: 'must not be before start' });
  if (errors.length) throw badRequest(errors.map((x) => `${x.field} ${x.message}`).join('; '), errors);
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
    const page = pageRequest(req.query);
    const { rows, total } = await activityPage(
      app.db,
      { search: req.query.search, range: localRange(start, end), timeZone: config.businessTz },
      { by: req.query.by, order: req.query.order },
      page,
    );
    return { status: true, message: 'OK', data: rows, meta: pageMeta(page, total) };
  });
}
