// The bell's list: GET /api/v1/notification on mount, when the bell opens and
// every minute. "New" is what the server has not marked read and the user has
// not yet looked at here; closing the opened bell resets the counter (spec 4).
import { fetchNotifications, type Notification } from '@qrguard/shared-api';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { arrivals, showDesktop } from './desktop';

export const REFRESH_MS = 60_000;

export interface NotificationItem extends Notification {
  isNew: boolean;
}

export function unreadItems(items: readonly Notification[], seen: ReadonlySet<number>): NotificationItem[] {
  return items.map((item) => ({ ...item, isNew: !item.read && !seen.has(item.id) }));
}

export function useNotifications() {
  const [items, setItems] = useState<Notification[] | null>(null);
  const [seen, setSeen] = useState<ReadonlySet<number>>(new Set());
  const previous = useRef<Notification[] | undefined>(undefined);

  const refresh = useCallback(() => {
    fetchNotifications().then(
      (next) => {
        for (const item of arrivals(previous.current, next)) showDesktop(item);
        previous.current = next;
        setItems(next);
      },
      (error: unknown) => {
        // Spec 8: other fetch failures are only logged.
        console.error('Could not load the notifications', error);
        setItems((current) => current ?? []);
      },
    );
  }, []);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const list = useMemo(() => unreadItems(items ?? [], seen), [items, seen]);
  const unread = list.filter((item) => item.isNew).length;
  const markAllSeen = useCallback(() => setSeen(new Set((items ?? []).map((item) => item.id))), [items]);

  return { items: list, unread, loading: items === null, refresh, markAllSeen };
}
