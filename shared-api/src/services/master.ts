// Reference data (spec shell-highlights 7). Lists default to the spec's
// query: no pagination, sorted by name ascending.
import { api } from '../client';
import type { BodyOf, NotificationEvent, QueryOf, ResponseOf } from '../contract';
import { readEvents } from '../sse';

const BY_NAME: QueryOf<'variants'> = { pagination: false, order: 'ASC', by: 'name' };

/** GET /api/master/variants */
export async function fetchVariants(query: QueryOf<'variants'> = BY_NAME): Promise<ResponseOf<'variants'>['data']> {
  return (await api.get('api/master/variants', { searchParams: query }).json<ResponseOf<'variants'>>()).data;
}

/** GET /api/master/oilmaker */
export async function fetchOilMakers(query: QueryOf<'oilMakers'> = BY_NAME): Promise<ResponseOf<'oilMakers'>['data']> {
  return (await api.get('api/master/oilmaker', { searchParams: query }).json<ResponseOf<'oilMakers'>>()).data;
}

/** GET /api/master/labelmaker */
export async function fetchLabelMakers(
  query: QueryOf<'labelMakers'> = BY_NAME,
): Promise<ResponseOf<'labelMakers'>['data']> {
  return (await api.get('api/master/labelmaker', { searchParams: query }).json<ResponseOf<'labelMakers'>>()).data;
}

/** GET /api/master/bottlemaker */
export async function fetchBottleMakers(
  query: QueryOf<'bottleMakers'> = BY_NAME,
): Promise<ResponseOf<'bottleMakers'>['data']> {
  return (await api.get('api/master/bottlemaker', { searchParams: query }).json<ResponseOf<'bottleMakers'>>()).data;
}

/** GET /api/v1/company_profile */
export async function fetchCompanyProfile(): Promise<ResponseOf<'companyProfile'>['data']> {
  return (await api.get('api/v1/company_profile').json<ResponseOf<'companyProfile'>>()).data;
}

/** GET /api/v1/masterData/sidebar: the modules of the menu, up to two child levels. */
export async function fetchSidebar(): Promise<ResponseOf<'sidebar'>['data']> {
  return (await api.get('api/v1/masterData/sidebar').json<ResponseOf<'sidebar'>>()).data;
}

/** GET /api/v1/masterData/workorder (newest first by default) */
export async function fetchWorkOrders(
  query: QueryOf<'workOrders'> = { pagination: false, order: 'DESC', by: 'created_at' },
): Promise<ResponseOf<'workOrders'>['data']> {
  return (await api.get('api/v1/masterData/workorder', { searchParams: query }).json<ResponseOf<'workOrders'>>()).data;
}

/** GET /api/v1/masterData/workorder/detail?wo=CODE: one work order with its lines and progress (404 when not the caller's). */
export async function fetchWorkOrderDetail(code: string): Promise<ResponseOf<'workOrderDetail'>['data']> {
  const query: QueryOf<'workOrderDetail'> = { wo: code };
  return (
    await api.get('api/v1/masterData/workorder/detail', { searchParams: query }).json<ResponseOf<'workOrderDetail'>>()
  ).data;
}

/** POST /api/v1/masterData/purchase-order: issues a PO to a label maker (super admins); creates its work order. */
export async function issuePurchaseOrder(
  body: BodyOf<'issuePurchaseOrder'>,
): Promise<ResponseOf<'issuePurchaseOrder'>['data']> {
  return (await api.post('api/v1/masterData/purchase-order', { json: body }).json<ResponseOf<'issuePurchaseOrder'>>())
    .data;
}

/** GET /api/v1/insurance/company */
export async function fetchInsuranceCompanies(
  query: QueryOf<'insuranceCompanies'> = BY_NAME,
): Promise<ResponseOf<'insuranceCompanies'>['data']> {
  return (await api.get('api/v1/insurance/company', { searchParams: query }).json<ResponseOf<'insuranceCompanies'>>())
    .data;
}

/** GET /api/v1/notification */
export async function fetchNotifications(): Promise<ResponseOf<'notifications'>['data']> {
  return (await api.get('api/v1/notification').json<ResponseOf<'notifications'>>()).data;
}

/** POST /api/v1/notification/read: marks one of the user's notifications read; answers the unread count. */
export async function markNotificationRead(id: number): Promise<ResponseOf<'markNotificationRead'>['data']> {
  const body: BodyOf<'markNotificationRead'> = { id };
  return (await api.post('api/v1/notification/read', { json: body }).json<ResponseOf<'markNotificationRead'>>()).data;
}

/** POST /api/v1/notification/read-all: marks every notification of the user read; answers the unread count (0). */
export async function markAllNotificationsRead(): Promise<ResponseOf<'markAllNotificationsRead'>['data']> {
  return (await api.post('api/v1/notification/read-all', { json: {} }).json<ResponseOf<'markAllNotificationsRead'>>())
    .data;
}

/**
 * GET /api/v1/notification/stream: calls `onEvent` for each batch of new
 * notifications until the stream ends or `signal` aborts it. Resolves when the
 * server ends the stream; rejects when it cannot be opened (the caller retries).
 */
export async function subscribeNotifications(
  onEvent: (event: NotificationEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  // No timeout and no retry: the stream stays open as long as the page does.
  const response = await api.get('api/v1/notification/stream', { signal, timeout: false, retry: 0 });
  if (!response.body) return;
  await readEvents(response.body, (e) => {
    if (e.event === 'notification') onEvent(JSON.parse(e.data) as NotificationEvent);
  });
}

/** GET /api/admin/feeds/product-category: the sister apps of the product switcher. */
export async function fetchProductCategories(): Promise<ResponseOf<'productCategories'>['data']> {
  return (await api.get('api/admin/feeds/product-category').json<ResponseOf<'productCategories'>>()).data;
}

/** GET /api/admin/feeds/roles */
export async function fetchRoles(): Promise<ResponseOf<'roles'>['data']> {
  return (await api.get('api/admin/feeds/roles').json<ResponseOf<'roles'>>()).data;
}
