// User management (issue 13; spec reports-settings 2, 7): the dashboard's users
// and the accounts of the oil-maker and Penindakan apps. A refused form answers
// 400 with `details` (ApiError.details): one message per failing field.
import { api } from '../client';
import type { BodyOf, QueryOf, ResponseOf } from '../contract';

type Page<K extends 'dashboardUsers' | 'oilMakerAppUsers' | 'penindakanAppUsers'> = Pick<
  ResponseOf<K>,
  'data' | 'meta'
>;

// ---- Dashboard users ----

/** GET /api/admin/user: dashboard users, searched by username, paged and sorted. */
export async function fetchDashboardUsers(query: QueryOf<'dashboardUsers'> = {}): Promise<Page<'dashboardUsers'>> {
  const { data, meta } = await api.get('api/admin/user', { searchParams: query }).json<ResponseOf<'dashboardUsers'>>();
  return { data, meta };
}

/** POST /api/admin/user (super administrators only): answers the new user; `message` is the success sentence. */
export async function createDashboardUser(
  body: BodyOf<'createDashboardUser'>,
): Promise<ResponseOf<'createDashboardUser'>> {
  return api.post('api/admin/user', { json: body }).json<ResponseOf<'createDashboardUser'>>();
}

/** PUT /api/admin/user/:id (super administrators only): answers the edited user. */
export async function updateDashboardUser(
  id: number,
  body: BodyOf<'updateDashboardUser'>,
): Promise<ResponseOf<'updateDashboardUser'>> {
  return api.put(`api/admin/user/${encodeURIComponent(id)}`, { json: body }).json<ResponseOf<'updateDashboardUser'>>();
}

/** DELETE /api/user/deleteUserDashboard?id= (super administrators only): answers the server's confirmation. */
export async function deleteDashboardUser(id: number): Promise<string> {
  const answer = await api
    .delete('api/user/deleteUserDashboard', { searchParams: { id } })
    .json<ResponseOf<'deleteDashboardUser'>>();
  return answer.message;
}

// ---- Oil-maker app accounts ----

/** GET /api/settings/userOilmakerList */
export async function fetchOilMakerAppUsers(
  query: QueryOf<'oilMakerAppUsers'> = {},
): Promise<Page<'oilMakerAppUsers'>> {
  const { data, meta } = await api
    .get('api/settings/userOilmakerList', { searchParams: query })
    .json<ResponseOf<'oilMakerAppUsers'>>();
  return { data, meta };
}

/** POST /api/settings/userOilmakerRegister */
export async function createOilMakerAppUser(
  body: BodyOf<'createOilMakerAppUser'>,
): Promise<ResponseOf<'createOilMakerAppUser'>> {
  return api.post('api/settings/userOilmakerRegister', { json: body }).json<ResponseOf<'createOilMakerAppUser'>>();
}

/** PUT /api/settings/updateUserOilmaker (the id is in the body) */
export async function updateOilMakerAppUser(
  body: BodyOf<'updateOilMakerAppUser'>,
): Promise<ResponseOf<'updateOilMakerAppUser'>> {
  return api.put('api/settings/updateUserOilmaker', { json: body }).json<ResponseOf<'updateOilMakerAppUser'>>();
}

/** DELETE /api/settings/deleteUserOilmaker?id=: answers the server's confirmation. */
export async function deleteOilMakerAppUser(id: number): Promise<string> {
  const answer = await api
    .delete('api/settings/deleteUserOilmaker', { searchParams: { id } })
    .json<ResponseOf<'deleteOilMakerAppUser'>>();
  return answer.message;
}

/** POST /api/settings/userOilmaker/:id/device-lock/reset: lifts the lock; answers the account (device_lock NONE). */
export async function resetOilMakerDeviceLock(id: number): Promise<ResponseOf<'resetOilMakerDeviceLock'>> {
  return api
    .post(`api/settings/userOilmaker/${encodeURIComponent(id)}/device-lock/reset`)
    .json<ResponseOf<'resetOilMakerDeviceLock'>>();
}

// ---- Penindakan app accounts ----

/** GET /api/settings/userMaindealerList */
export async function fetchPenindakanAppUsers(
  query: QueryOf<'penindakanAppUsers'> = {},
): Promise<Page<'penindakanAppUsers'>> {
  const { data, meta } = await api
    .get('api/settings/userMaindealerList', { searchParams: query })
    .json<ResponseOf<'penindakanAppUsers'>>();
  return { data, meta };
}

/** POST /api/settings/userMaindealerRegister */
export async function createPenindakanAppUser(
  body: BodyOf<'createPenindakanAppUser'>,
): Promise<ResponseOf<'createPenindakanAppUser'>> {
  return api.post('api/settings/userMaindealerRegister', { json: body }).json<ResponseOf<'createPenindakanAppUser'>>();
}

/** PUT /api/settings/updateUserMaindealer (the id is in the body) */
export async function updatePenindakanAppUser(
  body: BodyOf<'updatePenindakanAppUser'>,
): Promise<ResponseOf<'updatePenindakanAppUser'>> {
  return api.put('api/settings/updateUserMaindealer', { json: body }).json<ResponseOf<'updatePenindakanAppUser'>>();
}

/** DELETE /api/settings/deleteUserMaindealer?id=: answers the server's confirmation. */
export async function deletePenindakanAppUser(id: number): Promise<string> {
  const answer = await api
    .delete('api/settings/deleteUserMaindealer', { searchParams: { id } })
    .json<ResponseOf<'deletePenindakanAppUser'>>();
  return answer.message;
}

/** POST /api/settings/userMaindealer/:id/device-lock/reset: lifts the lock; answers the account (device_lock NONE). */
export async function resetPenindakanDeviceLock(id: number): Promise<ResponseOf<'resetPenindakanDeviceLock'>> {
  return api
    .post(`api/settings/userMaindealer/${encodeURIComponent(id)}/device-lock/reset`)
    .json<ResponseOf<'resetPenindakanDeviceLock'>>();
}
