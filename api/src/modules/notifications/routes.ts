import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { signedIn } from '../../plugins/auth';
import { markAllRead, markRead, notificationsFor, unreadCount } from './queries';

export default async function notificationRoutes(app: FastifyInstance) {
  // Only the signed-in user's own notifications, newest first.
  route(app, endpoints.notifications, async (req) => ({
    status: true,
    message: 'OK',
    data: await notificationsFor(app.db, signedIn(req).id),
  }));

  // Read state is the API's, per user (issue 15): every browser of the user shows the same unread count.
  route(app, endpoints.markNotificationRead, async (req) => {
    const userId = signedIn(req).id;
    // Someone else's notification answers as a missing one.
    if (!(await markRead(app.db, userId, req.body.id)))
      throw new HttpError(404, `There is no notification ${req.body.id} for you to mark as read.`);
    return { status: true, message: 'OK', data: { unread: await unreadCount(app.db, userId) } };
  });

  route(app, endpoints.markAllNotificationsRead, async (req) => {
    const userId = signedIn(req).id;
    await markAllRead(app.db, userId);
    return { status: true, message: 'OK', data: { unread: await unreadCount(app.db, userId) } };
  });
}
