// /login inside the router (after a logout, or when the guard turned a
// signed-out user away). A visitor who opens /login directly gets the same
// form from <Root> without the router; see signIn/SignInForm.
import { isTokenExpired, useSession } from '@qrguard/shared-api';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { destinationAfterLogin } from '../signIn/destination';
import { SignInForm } from '../signIn/SignInForm';

export default function LoginPage() {
  const user = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const destination = destinationAfterLogin(location.state);
  // Decided when the page opens: the form's own sign-in navigates by itself.
  const [signedInAlready] = useState(() => user !== null && !isTokenExpired(user));

  if (signedInAlready) return <Navigate to={destination} replace />;
  return <SignInForm destination={destination} onSignedIn={(to) => navigate(to, { replace: true })} />;
}
