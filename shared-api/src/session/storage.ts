// Where the signed-in user is kept between page loads: localStorage when
// "remember me" was ticked (survives closing the browser), sessionStorage
// otherwise (survives a reload, ends with the tab).
import type { SessionUser } from '../contract';

export const SESSION_STORAGE_KEY = 'qrguard.session';

export interface PersistedSession {
  user: SessionUser;
  remember: boolean;
}

function storages(): { local?: Storage; session?: Storage } {
  // Storage can be missing (node tests) or throw (privacy modes); treat both as "not persisted".
  try {
    if (typeof window === 'undefined') return {};
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return {};
  }
}

function readFrom(storage: Storage | undefined): SessionUser | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as SessionUser;
    return typeof user?.token === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function readPersistedSession(): PersistedSession | null {
  const { local, session } = storages();
  const remembered = readFrom(local);
  if (remembered) return { user: remembered, remember: true };
  const forTab = readFrom(session);
  return forTab ? { user: forTab, remember: false } : null;
}

export function writePersistedSession(value: PersistedSession | null): void {
  const { local, session } = storages();
  try {
    // Always clear both first so a user is never kept in two places.
    local?.removeItem(SESSION_STORAGE_KEY);
    session?.removeItem(SESSION_STORAGE_KEY);
    if (value) (value.remember ? local : session)?.setItem(SESSION_STORAGE_KEY, JSON.stringify(value.user));
  } catch (error) {
    console.error('Could not persist the session', error);
  }
}
