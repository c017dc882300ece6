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

/** The user's unread notifications (all of them, not only the listed newest). */
export async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'select count(*)::int as n from notifications where user_id = $1 and read_at is null',
    [userId],
  );
  return row?.n ?? 0;
}

/**
 * Marks one of the user's notifications read (issue 15); false when the user
 * has no such notification (another user's is not theirs to mark). Marking a
 * read one again keeps its first read time.
 */
export async function markRead(q: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await q.query(
    'update notifications set read_at = coalesce(read_at, now()) where id = $1 and user_id = $2 returning id',
    [id, userId],
  );
  return rows.length > 0;
}

/** Marks every unread notification of the user read. */
export async function markAllRead(q: Queryable, userId: number): Promise<void> {
  await q.query('update notifications set read_at = now() where user_id = $1 and read_at is null', [userId]);
}
