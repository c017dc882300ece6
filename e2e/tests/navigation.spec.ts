// The sidebar leads to each area, the header follows, and every visit is
// recorded in the activity log that Settings > Log Dashboard Activity shows
// (host -> remote-settings -> shared-ui -> shared-api -> API -> database).
import { expect, test, type Page } from '@playwright/test';
import { expectTitle, openFromSidebar, signIn } from '../support/app';

/** Menu and Module of the first rows of the activity table, newest first. */
async function activityRows(
  page: Page,
  count: number,
): Promise<Array<{ username: string; menu: string; module: string }>> {
  const table = page.getByRole('table');
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const column = (name: string) => headers.indexOf(name);
  expect(headers).toEqual(expect.arrayContaining(['User ID', 'Username', 'Menu', 'Module', 'Last Access']));
  const rows = table.locator('tbody tr[data-row-key]');
  const n = Math.min(count, await rows.count());
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const cells = (await rows.nth(i).getByRole('cell').allInnerTexts()).map((c) => c.trim());
    out.push({
      username: cells[column('Username')] ?? '',
      menu: cells[column('Menu')] ?? '',
      module: cells[column('Module')] ?? '',
    });
  }
  return out;
}

test('the sidebar walks through the areas and the header names each page', async ({ page }) => {
  await signIn(page);

  await openFromSidebar(page, 'Highlight', 'Oil Maker');
  await expect(page).toHaveURL(/\/dashboard\/highlight\/oil-maker$/);
  await expectTitle(page, 'Highlight Oil Maker');

  await openFromSidebar(page, 'Highlight', 'Customer');
  await expect(page).toHaveURL(/\/dashboard\/highlight\/customer$/);
  await expectTitle(page, 'Highlight Customer');

  await openFromSidebar(page, 'Customer Activities');
  await expect(page).toHaveURL(/\/dashboard\/customer-activities$/);
  await expectTitle(page, 'Customer Activities');

  await openFromSidebar(page, 'Reports', 'Report Customer');
  await expect(page).toHaveURL(/\/dashboard\/reports\/customer$/);
  await expectTitle(page, 'Report Customer');

  await openFromSidebar(page, 'Settings', 'User Management', 'Dashboard User');
  await expect(page).toHaveURL(/\/dashboard\/settings\/user-management\/dashboard-user$/);
  await expectTitle(page, 'Dashboard User Management');
});

test('Log Dashboard Activity lists the visits just made, newest first', async ({ page }) => {
  await signIn(page); // visit: Highlight / Label Maker
  await openFromSidebar(page, 'Highlight', 'Oil Maker');
  await expectTitle(page, 'Highlight Oil Maker');
  await openFromSidebar(page, 'Reports', 'Report Label Maker');
  await expectTitle(page, 'Report Label Maker');

  await openFromSidebar(page, 'Settings', 'Log Dashboard Activity');
  await expect(page).toHaveURL(/\/dashboard\/settings\/log-history-activity$/);
  await expectTitle(page, 'Log Dashboard Activity');
  await expect(page.getByRole('table').locator('tbody tr[data-row-key]').first()).toBeVisible();

  // The visit to this page is posted while the table loads, so it may or may not be the first row.
  let rows = await activityRows(page, 4);
  if (rows[0]?.module === 'Log Dashboard Activity') rows = rows.slice(1);
  expect(rows.slice(0, 3)).toEqual([
    { username: 'admin', menu: 'Reports', module: 'Report Label Maker' },
    { username: 'admin', menu: 'Highlight', module: 'Oil Maker' },
    { username: 'admin', menu: 'Highlight', module: 'Label Maker' },
  ]);
});
