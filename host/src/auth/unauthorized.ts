// Spec shell-highlights 8: a 401 on any call shows a warning and logs out.
// The auth guard then sends the user to /login.
import { logout, setUnauthorizedHandler } from '@qrguard/shared-api';
import { showWarning } from '../feedback/feedback';

export const LOGGED_OUT_TITLE = 'You have been logged out!';
export const LOGGED_OUT_TEXT = 'Session logon has expired, please re-login to continue.';

export function installUnauthorizedHandler(): void {
  setUnauthorizedHandler(() => {
    showWarning(LOGGED_OUT_TITLE, LOGGED_OUT_TEXT);
    logout();
  });
}
