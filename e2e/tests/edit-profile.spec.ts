// Edit Profile: the four checks in order, the server's refusal of a wrong old
// password, then a real change that the next sign-in uses. A demo user of its
// own (viewer) is changed, and its password is put back whatever happens.
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/stack';
import { VIEWER, acknowledge, dialog, loginForm, openUserMenu, signIn, signOut } from '../support/app';

const NEW_PASSWORD = 'Viewer-e2e-Changed-1';

function profileForm(page: Page) {
  return {
    old: page.getByLabel(/old password/i),
    fresh: page.getByLabel(/^new password/i),
    confirm: page.getByLabel(/confirm/i),
    save: page.getByRole('button', { name: /save|update|submit/i }),
  };
}

async function expectError(page: Page, message: string) {
  const popup = dialog(page, 'Error!');
  await expect(popup).toContainText(message);
  await acknowledge(popup);
}

/** Puts the viewer's password back through the API, whichever password it has now. */
async function restoreViewerPassword() {
  for (const current of [NEW_PASSWORD, VIEWER.password]) {
    const login = await fetch(`${API_URL}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: VIEWER.username, password: current }),
    });
    if (!login.ok) continue;
    if (current === VIEWER.password) return;
    const { data } = (await login.json()) as { data: { token: string } };
    await fetch(`${API_URL}/api/auth/update-profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ name: VIEWER.username, old_password: NEW_PASSWORD, new_password: VIEWER.password }),
    });
    return;
  }
}

test.afterEach(restoreViewerPassword);

test('edit profile checks the form, refuses a wrong old password, and changes the password', async ({ page }) => {
  await signIn(page, VIEWER);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  const form = profileForm(page);

  // The four checks of spec shell-highlights 5, each shown until its field is filled.
  await form.save.click();
  await expectError(page, 'Please Insert Old Password Before Continuing.');
  await form.old.fill(VIEWER.password);
  await form.save.click();
  await expectError(page, 'Please Insert New Password Before Continuing.');
  await form.fresh.fill(NEW_PASSWORD);
  await form.save.click();
  await expectError(page, 'Please Insert Confirm Password Before Continuing.');
  await form.confirm.fill(`${NEW_PASSWORD}-typo`);
  await form.save.click();
  await expectError(page, 'New Password and Confirmation Password is not the same. Please Try Again.');

  // The server checks the old password and its message is shown.
  await form.old.fill('not-my-password');
  await form.confirm.fill(NEW_PASSWORD);
  await form.save.click();
  const refusal = dialog(page, 'Error!');
  await expect(refusal).toContainText('The old password is incorrect.');
  await acknowledge(refusal);

  await form.old.fill(VIEWER.password);
  await form.save.click();
  const success = page.getByRole('dialog').filter({ hasText: 'Successfully Updated User Profile.' });
  await expect(success).toBeVisible();
  await acknowledge(success);

  // The new password is the one that works now.
  await signOut(page);
  const login = loginForm(page);
  await login.username.fill(VIEWER.username);
  await login.password.fill(VIEWER.password);
  await login.submit.click();
  const refused = dialog(page, 'Error!');
  await expect(refused).toContainText('Invalid user name or password.');
  await acknowledge(refused);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { username: VIEWER.username, password: NEW_PASSWORD });
});
