// The bell's list: GET /api/v1/notification on mount, when the bell opens, as
// soon as the live stream says new notifications were committed (spec 4: a
// pushed event), and every minute in case the stream is down. "New" is what
// the server has not marked read and the user has not yet looked at here;
// closing the opened bell resets the counter (spec 4). Read state is the
// API's, per user (issue 15): opening an item marks it read, and "mark all
// read" marks every one, so another browser of the user agrees after its next fetch.
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  subscribeNotifications,
  type Notification,
} from '@qrguard/shared-api';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { arrivals, showDesktop } from './desktop';

export const REFRESH_MS = 60_000;

/** Wait before opening the stream again after it failed or ended: 2 s, doubling up to a minute. */
export function reconnectDelay(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** attempt);
}

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

  // The live stream: each event means "something arrived", so the list is fetched again.
  useEffect(() => {
    const controller = new AbortController();
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      subscribeNotifications(() => {
        attempt = 0;
        refresh();
      }, controller.signal)
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('The live notifications stream failed', error);
        })
        .finally(() => {
          if (controller.signal.aborted) return;
          // Reopened, and the list fetched again: something may have arrived while it was down.
          retry = setTimeout(() => {
            refresh();
            open();
          }, reconnectDelay(attempt++));
        });
    };
    open();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [refresh]);

  const list = useMemo(() => unreadItems(items ?? [], seen), [items, seen]);
  const unread = list.filter((item) => item.isNew).length;
  const markAllSeen = useCallback(() => setSeen(new Set((items ?? []).map((item) => item.id))), [items]);

  /** Whether the last mark-read call failed (the bell says so; the list is fetched again to show the truth). */
  const [markFailed, setMarkFailed] = useState(false);
  const markLocally = useCallback((read: (item: Notification) => boolean) => {
    setItems(
      (current) => current && current.map((item) => (read(item) && !item.read ? { ...item, read: true } : item)),
    );
    if (previous.current)
      previous.current = previous.current.map((item) => (read(item) ? { ...item, read: true } : item));
  }, []);
  const saved = useCallback(
    (call: Promise<unknown>) =>
      call.then(
        () => setMarkFailed(false),
        (error: unknown) => {
          console.error('Could not save the read state of the notifications', error);
          setMarkFailed(true);
          refresh();
        },
      ),
    [refresh],
  );
  /** Marks one read here at once and on the server. */
  const markRead = useCallback(
    (id: number) => {
      markLocally((item) => item.id === id);
      return saved(markNotificationRead(id));
    },
    [markLocally, saved],
  );
  const markAllRead = useCallback(() => {
    markLocally(() => true);
    return saved(markAllNotificationsRead());
  }, [markLocally, saved]);

  return {
    items: list,
    unread,
    loading: items === null,
    refresh,
    markAllSeen,
    markRead,
    markAllRead,
    markFailed,
  };
}
