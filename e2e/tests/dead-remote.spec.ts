// A remote that cannot be loaded: its area says so, and the rest of the shell
// (sidebar, header, the other remotes' pages) keeps working.
import { expect, test } from '@playwright/test';
import { SETTINGS_URL } from '../support/stack';
import { expectTitle, openFromSidebar, sidebarItem, signIn } from '../support/app';

test('with remote-settings unreachable the settings area says so and the shell keeps working', async ({ page }) => {
  // The host finds the remote through its manifest; without it the remote cannot load.
  await page.route(`${SETTINGS_URL}/mf-manifest.json*`, (route) => route.abort('connectionrefused'));
  await signIn(page);

  await openFromSidebar(page, 'Settings', 'Log Dashboard Activity');
  await expect(page).toHaveURL(/\/dashboard\/settings\/log-history-activity$/);
  await expectTitle(page, 'Log Dashboard Activity');
  await expect(page.getByRole('main').getByText('Settings is unavailable right now')).toBeVisible();

  // The shell and the other areas still work.
  await expect(sidebarItem(page, 'Highlight')).toBeVisible();
  await openFromSidebar(page, 'Highlight', 'Oil Maker');
  await expect(page).toHaveURL(/\/dashboard\/highlight\/oil-maker$/);
  await expectTitle(page, 'Highlight Oil Maker');
  await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
});
