import type { Notification } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import { iso } from '../../lib/time';

/** How many of a user's notifications the bell lists: the newest ones. */
export const NOTIFICATION_LIMIT = 100;

export async function notificationsFor(q: Queryable, userId: number): Promise<Notification[]> {
  const rows = await q.query<{
    id: number;
    subject: string;
    message: string;
    work_order_code: string | null;
    icon: string;
    created_at: Date;
    read_at: Date | null;
  }>(
    `select id, subject, message, work_order_code, icon, created_at, read_at from notifications
      where user_id = $1 order by created_at desc, id desc limit ${NOTIFICATION_LIMIT}`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    message: r.message,
    data: { created_at: iso(r.created_at), work_order_code: r.work_order_code },
    step_data: { icon: r.icon },
    read: r.read_at !== null,
  }));
}
