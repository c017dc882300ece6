// Desktop notifications for work-order notifications that arrive while the
// dashboard is open (spec 4). The live stream (useNotifications) makes the
// bell refetch as soon as the API commits new ones; this finds what is new.
import type { Notification as AppNotification } from '@qrguard/shared-api';
import { apiValueText, t } from '@qrguard/shared-ui/i18n';

/**
 * "Notification for {work order code}" in the reader's language (the spec's Indonesian is
 * "Notifikasi Untuk"), or the subject for a PO Sparepart notice.
 */
export function desktopTitle(item: Pick<AppNotification, 'subject' | 'data'>): string {
  if (item.subject === 'PO Sparepart' || !item.data.work_order_code)
    return apiValueText(t, 'notificationSubject', item.subject);
  return t('notifications.desktopTitle', { code: item.data.work_order_code });
}

/** Items of `next` that were not in `previous` (nothing on the first load, which is not an arrival). */
export function arrivals(
  previous: readonly AppNotification[] | undefined,
  next: readonly AppNotification[],
): AppNotification[] {
  if (previous === undefined) return [];
  const known = new Set(previous.map((item) => item.id));
  return next.filter((item) => !known.has(item.id) && !item.read);
}

function desktopApi(): typeof window.Notification | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;
}

/** Asked on a click on the bell: browsers only grant it after a user gesture. */
export function askDesktopPermission(): void {
  const api = desktopApi();
  if (api?.permission === 'default') void api.requestPermission().catch(() => undefined);
}

export function showDesktop(item: AppNotification): void {
  const api = desktopApi();
  if (api?.permission !== 'granted') return;
  try {
    new api(desktopTitle(item), { body: item.message, tag: `qrguard-notification-${item.id}` });
  } catch (error) {
    console.error('Could not show a desktop notification', error);
  }
}
