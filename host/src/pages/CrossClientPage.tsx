// /cross-client?token=...: a sister product app hands its user over. The token
// is exchanged for a session here; on failure an "Error!" dialog with the
// server's message, then /login (spec 8).
import { errorMessage, loginWithCrossClientToken } from '@qrguard/shared-api';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showError } from '../feedback/feedback';
import { PageLoading } from '../plain/PageLoading';
import { preloadSignedInArea } from '../routes/chunks';
import { LANDING_PATH } from '../routes/routeTable';

export default function CrossClientPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  // One exchange per token, even when React runs the effect twice in development.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    if (!token) {
      showError('The sign-in link has no token. Please sign in.');
      navigate('/login', { replace: true });
      return;
    }
    // The dashboard's code loads while the token is exchanged.
    preloadSignedInArea(LANDING_PATH);
    loginWithCrossClientToken(token).then(
      () => navigate(LANDING_PATH, { replace: true }),
      (error: unknown) => {
        showError(errorMessage(error));
        navigate('/login', { replace: true });
      },
    );
  }, [token, navigate]);

  return <PageLoading label="Signing you in..." />;
}
