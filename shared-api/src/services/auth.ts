// Sign-in and profile calls (spec shell-highlights 7). Each returns the
// envelope's `data`; a failure rejects with an ApiError carrying the server's message.
import { api } from '../client';
import type { BodyOf, ResponseOf } from '../contract';

/** POST /api/sso/login */
export async function loginRequest(body: BodyOf<'login'>): Promise<ResponseOf<'login'>['data']> {
  const { data } = await api.post('api/sso/login', { json: body }).json<ResponseOf<'login'>>();
  return data;
}

/** POST /api/sso/cross-client: exchanges a sister app's token for a session here. */
export async function crossClient(body: BodyOf<'crossClient'>): Promise<ResponseOf<'crossClient'>['data']> {
  const { data } = await api.post('api/sso/cross-client', { json: body }).json<ResponseOf<'crossClient'>>();
  return data;
}

/** POST /api/auth/update-profile */
export async function updateProfile(body: BodyOf<'updateProfile'>): Promise<ResponseOf<'updateProfile'>['data']> {
  const { data } = await api.post('api/auth/update-profile', { json: body }).json<ResponseOf<'updateProfile'>>();
  return data;
}
