import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/db-errors';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';

export default async function healthRoutes(app: FastifyInstance) {
  // Reports which database the instance uses and that it answers; 503 when it does not (a load
  // balancer takes the instance out), for as long as it does not: every check asks the database again.
  route(app, endpoints.health, async (req) => {
    try {
      await app.db.query('select 1');
    } catch (err) {
      req.log.error({ err }, 'health check: database unavailable');
      throw new HttpError(503, 'The database is unavailable.', undefined, {
        'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    return { status: true, message: 'OK', data: { database: app.db.dialect, ok: true } };
  });
}
