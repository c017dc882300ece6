// Access in the shell (issue 13): the menu, the landing page and each page
// follow the rule the API enforces (shared-api contract/access.ts). A user
// sees only what they may open, lands on the first page they may open, and a
// typed URL they may not open says so inside the layout.
import { expect, test, type Page } from '@playwright/test';
import { expectTitle, loginForm, sidebar } from '../support/app';
import { expectNoSeriousViolations } from '../support/axe';

async function signInAs(page: Page, username: string, landing: string): Promise<void> {
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(username);
  await form.password.fill(username);
  await form.submit.click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

const menuLabels = (page: Page) => sidebar(page).getByRole('menuitem');

test('a user manager sees only Settings, lands on Dashboard User and is refused a typed highlight URL', async ({
  page,
}) => {
  await signInAs(page, 'usermanager', '/dashboard/settings/user-management/dashboard-user');
  await expectTitle(page, 'Dashboard User Management');
  await expect(page.getByRole('columnheader', { name: 'Username' })).toBeVisible();
  // The menu holds Settings, User Management and its three pages; nothing else.
  await expect(menuLabels(page).filter({ hasText: 'Penindakan App' })).toBeVisible();
  for (const hidden of ['Highlight', 'Reports', 'Log Dashboard Activity', 'Audit Trail', 'List Work Order']) {
    await expect(menuLabels(page).filter({ hasText: new RegExp(`^\\s*${hidden}\\s*$`) })).toHaveCount(0);
  }
  // Not a super admin: the dashboard users are read-only.
  await expect(page.getByRole('button', { name: 'New User' })).toHaveCount(0);

  for (const path of ['/dashboard/highlight/label-maker', '/dashboard/settings/audit-trail']) {
    await page.goto(path);
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    // The page's own blocks never ran: no chart, no table, no 403 message.
    await expect(page.getByText(/Forbidden/)).toHaveCount(0);
  }
  await expectNoSeriousViolations(page, 'the no-access message');
  await page.getByRole('button', { name: 'Go to my first page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/user-management\/dashboard-user$/);
});

test('the work-order role lands on its one page, and /dashboard leads there too', async ({ page }) => {
  await signInAs(page, 'workorder', '/work-order-listing');
  await expectTitle(page, 'List Work Order');
  await expect(menuLabels(page)).toHaveCount(1);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/work-order-listing$/);
});
