import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';

export default async function healthRoutes(app: FastifyInstance) {
  // Reports which database the instance uses and that it answers; 503 when it does not.
  route(app, endpoints.health, async (req) => {
    try {
      await app.db.query('select 1');
    } catch (err) {
      req.log.error({ err }, 'health check: database unavailable');
      throw new HttpError(503, 'The database is unavailable.');
    }
    return { status: true, message: 'OK', data: { database: app.db.dialect, ok: true } };
  });
}
