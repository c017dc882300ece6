// Signing in, signing out, the auth guard, and a session that ends with a 401.
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  LANDING_PATH,
  SESSION_STORAGE_KEY,
  dialog,
  expectTitle,
  loginForm,
  signIn,
  signOut,
} from '../support/app';

test('admin signs in and lands on the label-maker highlight page', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
  await expectTitle(page, 'Highlight Label Maker');
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(ADMIN.username);
  await form.password.fill('not-the-password');
  await form.submit.click();
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Invalid user name or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('log out returns to /login and protected pages then redirect to /login', async ({ page }) => {
  await signIn(page);
  await signOut(page);
  await page.goto('/dashboard/settings/log-history-activity');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).submit).toBeVisible();
});

test('a 401 in the middle of a session logs the user out', async ({ page }) => {
  await signIn(page);
  // The token no longer verifies, as when it expired or was revoked.
  await page.evaluate((key) => {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      const raw = storage.getItem(key);
      if (raw) storage.setItem(key, JSON.stringify({ ...JSON.parse(raw), token: 'garbage.token.value' }));
    }
  }, SESSION_STORAGE_KEY);
  await page.reload();
  const warning = dialog(page, 'You have been logged out!');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Session logon has expired, please re-login to continue.');
  await expect(page).toHaveURL(/\/login$/);
});
