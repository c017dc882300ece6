// Spec shell-highlights 8: a 401 on any call shows a warning and logs out.
// The auth guard then sends the user to /login.
import { logout, setUnauthorizedHandler } from '@qrguard/shared-api';
import { translatePlain } from '@qrguard/shared-ui/i18n/plain';
import { showWarning } from '../feedback/feedback';

/** The spec's English words of the warning; shown in the reader's language (resources' loggedOut). */
export const LOGGED_OUT_TITLE = translatePlain('loggedOut.title', undefined, 'en');
export const LOGGED_OUT_TEXT = translatePlain('loggedOut.text', undefined, 'en');

export function installUnauthorizedHandler(): void {
  setUnauthorizedHandler(() => {
    showWarning(translatePlain('loggedOut.title'), translatePlain('loggedOut.text'));
    logout();
  });
}
