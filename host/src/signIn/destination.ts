// Where the user goes after signing in. Pure: used with and without the router.
import { landingPath, type SessionUser } from '@qrguard/shared-api';
import type { FromState } from '../auth/RequireAuth';
import { productHolder } from '../federation/product';
import { LANDING_PATH } from '../routes/routeTable';

/** The page the guard turned away (a same-site path), else the landing page. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : LANDING_PATH;
}

/**
 * The destination once the user is known: the default landing page is only a
 * guess made before sign-in (its code preloads meanwhile); the access rule's
 * landing page of the user replaces it (the first page they may open; the
 * work-order list for a first role of work orders, issue 15). A page the
 * guard turned away is kept: if they may not open it, they are told so there.
 */
export function settledDestination(destination: string, user: SessionUser): string {
  return destination === LANDING_PATH ? landingPath(productHolder(user)) : destination;
}
