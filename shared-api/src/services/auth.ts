// Sign-in and profile calls (spec shell-highlights 7). Each returns the
// envelope's `data`; a failure rejects with an ApiError carrying the server's message.
import { api } from '../client';
import type { BodyOf, ResponseOf } from '../contract';

/** POST /api/sso/login */
export async function loginRequest(body: BodyOf<'login'>): Promise<ResponseOf<'login'>['data']> {
  const { data } = await api.post('api/sso/login', { json: body }).json<ResponseOf<'login'>>();
  return data;
}

/** POST /api/sso/cross-client/code: a one-time code that signs the current user in to another product's host. */
export async function crossClientCode(body: BodyOf<'crossClientCode'>): Promise<ResponseOf<'crossClientCode'>['data']> {
  const { data } = await api.post('api/sso/cross-client/code', { json: body }).json<ResponseOf<'crossClientCode'>>();
  return data;
}

/** POST /api/sso/cross-client: exchanges another product's one-time code for a session here. */
export async function crossClient(body: BodyOf<'crossClient'>): Promise<ResponseOf<'crossClient'>['data']> {
  const { data } = await api.post('api/sso/cross-client', { json: body }).json<ResponseOf<'crossClient'>>();
  return data;
}

/** POST /api/auth/update-profile */
export async function updateProfile(body: BodyOf<'updateProfile'>): Promise<ResponseOf<'updateProfile'>['data']> {
  const { data } = await api.post('api/auth/update-profile', { json: body }).json<ResponseOf<'updateProfile'>>();
  return data;
}

/** PUT /api/auth/language: remembers the language the signed-in user chose (issue 10). */
export async function updateLanguage(body: BodyOf<'updateLanguage'>): Promise<ResponseOf<'updateLanguage'>['data']> {
  const { data } = await api.put('api/auth/language', { json: body }).json<ResponseOf<'updateLanguage'>>();
  return data;
}
