// The page guard of the signed-in area: the page at the current path when the
// user may open it, else the no-access message (same rule as the menu and the API).
import { landingPath, mayOpenPage, useSession } from '@qrguard/shared-api';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { productHolder } from '../federation/product';
import { NoAccessContent } from '../pages/NoAccessContent';

export function PageAccess({ children }: { children: ReactNode }) {
  const user = useSession();
  const { pathname } = useLocation();
  // RequireAuth has turned a signed-out visitor away before this renders.
  if (user && !mayOpenPage(productHolder(user), pathname)) return <NoAccessContent user={user} />;
  return <>{children}</>;
}

/** Where /dashboard leads: the first page the user may open. */
export function LandingRedirect() {
  const user = useSession();
  return user ? <Navigate to={landingPath(productHolder(user))} replace /> : null;
}
