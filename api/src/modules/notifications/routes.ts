import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { signedIn } from '../../plugins/auth';
import { notificationsFor } from './queries';

export default async function notificationRoutes(app: FastifyInstance) {
  // Only the signed-in user's own notifications, newest first.
  route(app, endpoints.notifications, async (req) => ({
    status: true,
    message: 'OK',
    data: await notificationsFor(app.db, signedIn(req).id),
  }));
}
