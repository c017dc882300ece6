// /cross-client?code=...: another product's host hands its user over with a
// one-time code (two minutes, single use; see the API's cross-client.ts). The
// code leaves the address bar at once and is exchanged for a session here; on
// failure an "Error!" dialog with the server's message, then /login (spec 8).
import { loginWithCrossClientCode } from '@qrguard/shared-api';
import { describeError } from '@qrguard/shared-ui/i18n/errors';
import { currentLanguage, translatePlain } from '@qrguard/shared-ui/i18n/plain';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showError } from '../feedback/feedback';
import { PageLoading } from '../plain/PageLoading';
import { preloadSignedInArea } from '../routes/chunks';
import { LANDING_PATH } from '../routes/routeTable';
import { settledDestination } from '../signIn/destination';

export default function CrossClientPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  // One exchange per code, even when React runs the effect twice in development.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === code) return;
    started.current = code;
    if (!code) {
      showError(translatePlain('crossClient.noCode'));
      navigate('/login', { replace: true });
      return;
    }
    // Out of the address bar and the history before anything else happens (the code is spent either way).
    window.history.replaceState(window.history.state, '', '/cross-client');
    // The dashboard's code loads while the code is exchanged.
    preloadSignedInArea(LANDING_PATH);
    loginWithCrossClientCode(code).then(
      (user) => navigate(settledDestination(LANDING_PATH, user), { replace: true }),
      (error: unknown) => {
        showError(describeError(error, translatePlain, currentLanguage()));
        navigate('/login', { replace: true });
      },
    );
  }, [code, navigate]);

  return <PageLoading label={translatePlain('crossClient.signingIn')} />;
}
