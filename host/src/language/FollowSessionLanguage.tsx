// The signed-in user's language (kept by the API, issue 10) is the product's:
// set when they sign in, and again if another tab or the header changes it.
// Signed out, the language stays as it was (this browser's last choice).
import { useSession } from '@qrguard/shared-api';
import { isLanguage, setLanguage } from '@qrguard/shared-ui/i18n/plain';
import { useEffect } from 'react';

export function FollowSessionLanguage() {
  const language = useSession()?.language;
  useEffect(() => {
    if (isLanguage(language)) setLanguage(language);
  }, [language]);
  return null;
}
