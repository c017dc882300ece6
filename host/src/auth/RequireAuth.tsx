// Guards the signed-in part of the shell: a signed-out user, or one whose
// token has expired, goes to /login (the page asked for is remembered).
import { isTokenExpired, logout, useSession } from '@qrguard/shared-api';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

export interface FromState {
  from?: string;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSession();
  const location = useLocation();
  const expired = user !== null && isTokenExpired(user);

  useEffect(() => {
    // Forget an expired session so its lists and token are not kept around.
    if (expired) logout();
  }, [expired]);

  if (!user || expired) {
    const state: FromState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
