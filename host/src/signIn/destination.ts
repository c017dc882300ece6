// Where the user goes after signing in. Pure: used with and without the router.
import { holderOf, landingPath, mayOpenPage, type SessionUser } from '@qrguard/shared-api';
import type { FromState } from '../auth/RequireAuth';
import { LANDING_PATH } from '../routes/routeTable';

/** The page the guard turned away (a same-site path), else the landing page. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : LANDING_PATH;
}

/**
 * The destination once the user is known: the default landing page is only a
 * guess made before sign-in (its code preloads meanwhile); a user who may not
 * open it goes to the first page they may open. A page the guard turned away
 * is kept: if they may not open it, they are told so there.
 */
export function settledDestination(destination: string, user: SessionUser): string {
  if (destination !== LANDING_PATH || mayOpenPage(holderOf(user), destination)) return destination;
  return landingPath(holderOf(user));
}
