// Whether the shell can show the sign-in form without the router: the first
// page is /login (or /, which leads there) and nobody is signed in. Most
// visits start there, and the router alone is about 60 KB gzip.
import { isTokenExpired, type SessionUser } from '@qrguard/shared-api';
import { normalizePath } from '../routes/routeTable';

export function startsOnSignIn(pathname: string, user: SessionUser | null): boolean {
  const path = normalizePath(pathname);
  return (path === '/' || path === '/login') && (user === null || isTokenExpired(user));
}

/** React Router keeps a navigation's state under `usr`; the guard's "from" survives a reload there. */
export function routerStateOf(historyState: unknown): unknown {
  return (historyState as { usr?: unknown } | null)?.usr;
}
