// Unknown paths show the not-found page, signed in or not.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/app';

const NOT_FOUND = 'The page you are trying to access does not exist.';

test('an unknown path shows the not-found page without signing in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
});

test('an unknown path inside the dashboard shows the not-found message', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/highlight/no-such-highlight');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
});
