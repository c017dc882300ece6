// Spec 7: opening a page that has activity metadata records it, while signed
// in. A failure is only logged: it must never disturb the page.
import { postActivity, useSession } from '@qrguard/shared-api';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { activityFor } from '../routes/routeTable';

export function useActivityLog(): void {
  const { pathname } = useLocation();
  const signedIn = useSession() !== null;
  // React's development double-run of effects must not record a visit twice.
  const lastRecorded = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!signedIn || lastRecorded.current === pathname) return;
    lastRecorded.current = pathname;
    const activity = activityFor(pathname);
    if (!activity) return;
    postActivity(activity).catch((error: unknown) => console.error('Could not record the page visit', error));
  }, [pathname, signedIn]);
}
