// The kept session as plain functions: no client, atoms or React. The host's first frame reads it
// before any shared module has loaded (host/src/firstPaint), through '@qrguard/shared-api/session'.
export { readPersistedSession, SESSION_STORAGE_KEY, type PersistedSession } from './storage';
export { isTokenExpired } from './expiry';
