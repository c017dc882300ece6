// Where the user goes after signing in. Pure: used with and without the router.
import type { FromState } from '../auth/RequireAuth';
import { LANDING_PATH } from '../routes/routeTable';

/** The page the guard turned away (a same-site path), else the landing page. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : LANDING_PATH;
}
