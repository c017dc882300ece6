// User management and the audit trail (issue 13; spec reports-settings 2, 4,
// 5, 6, 8) in a real chromium against the whole stack: for each kind of user
// (dashboard, oil-maker app, Penindakan app) the validation dialog, a create,
// an edit and a delete through the pages; a device lock taken by an app
// sign-in (POST /api/app/login), refused to another device, reset from the
// page, then taken by the next device; each of those writes in the Audit
// Trail; axe on each page with its form open. Usernames carry this run's
// stamp, so a rerun on the same database finds only its own rows.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectOneH1 } from '../support/axe';
import { acknowledge, dialog, expectTitle, signIn } from '../support/app';
import { API_URL } from '../support/stack';
import { readSheet } from '../support/xlsx';
import { animationsDone, expectAccessibleWhenSettled as expectAccessible, pick } from '../support/widgets';

const STAMP = Date.now().toString(36);
const PASSWORD = 'e2e-Password-1';

interface Kind {
  name: string;
  path: string;
  /** The header's title (the route table's) and the page's one h1. */
  title: string;
  /** The form's name in its title: New/Edit User Dashboard, ... */
  form: string;
  username: string;
  type: string;
  company?: string;
  /** The app of POST /api/app/login, for the device lock. */
  app?: 'oilmaker' | 'penindakan';
  deleteWarning: RegExp;
  target: string;
}

const KINDS: Kind[] = [
  {
    name: 'dashboard user',
    path: '/dashboard/settings/user-management/dashboard-user',
    title: 'Dashboard User Management',
    form: 'User Dashboard',
    username: `e2e-dash-${STAMP}`,
    type: 'Dashboard Viewer',
    deleteWarning: /loses access at once/,
    target: 'Dashboard user',
  },
  {
    name: 'oil-maker app user',
    path: '/dashboard/settings/user-management/oil-maker-app',
    title: 'Oil Maker App User Management',
    form: 'User Oil Maker',
    username: `e2e-oil-${STAMP}`,
    type: 'Operator',
    company: 'FEDERAL - Federal Karyatama',
    app: 'oilmaker',
    deleteWarning: /You are about to delete this user!/,
    target: 'Oil maker app user',
  },
  {
    name: 'Penindakan app user',
    path: '/dashboard/settings/user-management/penindakan-app',
    title: 'Penindakan App User Management',
    form: 'User Penindakan',
    username: `e2e-pnd-${STAMP}`,
    type: 'Officer',
    app: 'penindakan',
    deleteWarning: /You are about to delete this user!/,
    target: 'Penindakan app user',
  },
];

const main = (page: Page) => page.getByRole('main');

/** The open Create/Edit modal. */
const formDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Picks `option` in the form's select labelled `label` (its name starts with the required field's "*"). */
async function choose(page: Page, form: Locator, label: string, option: string): Promise<void> {
  await pick(page, form.getByRole('combobox', { name: new RegExp(`^\\*?\\s*${label}$`) }), option);
}

/** The table row of a username. */
function rowOf(page: Page, username: string): Locator {
  return main(page)
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: username, exact: true }) });
}

/** Searches the table by username with the Filter button. */
async function search(page: Page, username: string): Promise<void> {
  await main(page).getByPlaceholder('Type username').fill(username);
  await main(page).getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]search=${username}(&|$)`));
}

/** Closes a success dialog with this text. */
async function expectSuccess(page: Page, text: string): Promise<void> {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await acknowledge(popup);
}

/** An app's sign-in from a device, as the mobile app sends it. */
async function appSignIn(kind: Kind, device: string): Promise<number> {
  const answer = await fetch(`${API_URL}/api/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app: kind.app, username: kind.username, password: PASSWORD, device_uuid: device }),
  });
  return answer.status;
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => signIn(page));

for (const kind of KINDS) {
  test(`${kind.name}: the form's checks, create, edit, device lock and delete`, async ({ page }) => {
    await page.goto(kind.path);
    await expectTitle(page, kind.title);
    await expectOneH1(page, kind.title);

    await test.step('the empty form: every failing field in one Error! dialog', async () => {
      await main(page).getByRole('button', { name: 'New User' }).click();
      const form = formDialog(page, `New ${kind.form}`);
      await expect(form).toBeVisible();
      await expect(form).toContainText('Fields marked with * are required.');
      await expectAccessible(page, `${kind.path} with the New User form open`);
      await form.getByRole('button', { name: 'Create' }).click();
      const error = dialog(page, 'Error!');
      const expected = [
        'Type is a required field!',
        'Status is a required field!',
        'Product type is a required field!',
        ...(kind.company ? ['Company is a required field!'] : []),
        'Username is a required field!',
        'Password is a required field!',
      ];
      for (const message of expected) await expect(error).toContainText(message);
      if (!kind.company) await expect(error).not.toContainText('Company');
      await acknowledge(error);
      // The form stays, with the focus back in it.
      await expect(form).toBeVisible();
    });

    await test.step('create', async () => {
      const form = formDialog(page, `New ${kind.form}`);
      await form.getByLabel('Username').fill(kind.username);
      await choose(page, form, 'Type', kind.type);
      await choose(page, form, 'Status', 'ACTIVE');
      await choose(page, form, 'Product Type', 'oil');
      // Typing in the next field closes the multi-select's list.
      await form.getByLabel('Password').fill(PASSWORD);
      if (kind.company) await choose(page, form, 'Company', kind.company);
      await form.getByRole('button', { name: 'Create' }).click();
      await expectSuccess(page, `User ${kind.username} has been successfully created or edited`);
      await expect(form).toBeHidden();
      await search(page, kind.username);
      const row = rowOf(page, kind.username);
      await expect(row.getByText('ACTIVE', { exact: true })).toBeVisible();
      await expect(row).toContainText(kind.type);
      if (kind.app) await expect(row.getByText('NONE', { exact: true })).toBeVisible();
    });

    await test.step('edit: status INACTIVE', async () => {
      const row = rowOf(page, kind.username);
      await row.getByRole('button', { name: `Edit ${kind.username}` }).click();
      const form = formDialog(page, `Edit ${kind.form}`);
      await expect(form).toBeVisible();
      await expect(form.getByLabel('Username')).toHaveCount(0);
      await expect(form.getByLabel('Password')).toHaveCount(0);
      await choose(page, form, 'Status', 'INACTIVE');
      await form.getByRole('button', { name: 'Edit' }).click();
      await expectSuccess(page, `User ${kind.username} has been successfully created or edited`);
      await expect(row.getByText('INACTIVE', { exact: true })).toBeVisible();
      // Active again, so the app may sign in below.
      await row.getByRole('button', { name: `Edit ${kind.username}` }).click();
      await choose(page, formDialog(page, `Edit ${kind.form}`), 'Status', 'ACTIVE');
      await formDialog(page, `Edit ${kind.form}`).getByRole('button', { name: 'Edit' }).click();
      await expectSuccess(page, `User ${kind.username} has been successfully created or edited`);
      await expect(row.getByText('ACTIVE', { exact: true })).toBeVisible();
    });

    if (kind.app) {
      await test.step('device lock: taken at sign-in, refused to another device, reset, taken again', async () => {
        expect(await appSignIn(kind, `${kind.username}-phone-1`)).toBe(200);
        expect(await appSignIn(kind, `${kind.username}-phone-2`)).toBe(403);
        await main(page).getByRole('button', { name: 'Filter' }).click();
        const row = rowOf(page, kind.username);
        await expect(row.getByText('SET', { exact: true })).toBeVisible();
        await row.getByRole('button', { name: `Reset Lock of ${kind.username}` }).click();
        const confirm = page
          .getByRole('dialog')
          .filter({ hasText: "You are going to open the device's lock for this account!" });
        await expect(confirm).toBeVisible();
        await expectAccessible(page, `${kind.path} with the reset confirmation open`);
        await confirm.getByRole('button', { name: 'Remove Lock' }).click();
        await expectSuccess(page, "Account's device lock has successfully been lifted!");
        await expect(row.getByText('NONE', { exact: true })).toBeVisible();
        await expect(row.getByRole('button', { name: /Reset Lock/ })).toHaveCount(0);
        expect(await appSignIn(kind, `${kind.username}-phone-2`)).toBe(200);
      });
    }

    await test.step('delete', async () => {
      const row = rowOf(page, kind.username);
      await row.getByRole('button', { name: `Delete ${kind.username}` }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
      await expect(confirm).toContainText(kind.deleteWarning);
      await animationsDone(page);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectSuccess(page, 'User has been successfully deleted');
      // The table loads again (the original's did not).
      await expect(row).toHaveCount(0);
      await expect(main(page).getByText('No Data')).toBeVisible();
    });
  });
}

test('the Audit Trail holds each of those writes, with its changes', async ({ page }) => {
  await page.goto('/dashboard/settings/audit-trail');
  await expectTitle(page, 'Audit Trail');
  await expectOneH1(page, 'Audit Trail');
  await expectAccessible(page, 'the Audit Trail');

  const table = main(page).getByRole('table');
  const filter = main(page).getByRole('button', { name: 'Filter' });
  for (const kind of KINDS) {
    // One kind of target at a time: its five events fit the first page whatever else the run wrote.
    await pick(page, main(page).getByRole('combobox', { name: 'Target' }), kind.target);
    await filter.click();
    await expect(page).toHaveURL(/[?&]target=/);
    const rows = table.locator('tr.ant-table-row').filter({ hasText: kind.username });
    const edits = rows.filter({ hasText: 'User edited' });
    await expect(rows.filter({ hasText: 'User created' })).toHaveCount(1);
    await expect(edits).toHaveCount(2);
    await expect(rows.filter({ hasText: 'User deleted' })).toHaveCount(1);
    await expect(rows.first()).toContainText(kind.target);
    await expect(rows.first()).toContainText('admin');
    // Newest first: the second edit (back to ACTIVE) above the first; each shows only what changed.
    await expect(edits.first()).toContainText('Status: INACTIVE → ACTIVE');
    await expect(edits.last()).toContainText('Status: ACTIVE → INACTIVE');
    await expect(edits.last()).not.toContainText('Username:');
    if (kind.app) await expect(rows.filter({ hasText: 'Device lock reset' })).toHaveCount(1);
  }

  await test.step('filtered by action, newest first', async () => {
    await pick(page, main(page).getByRole('combobox', { name: 'Target' }), 'All targets');
    await pick(page, main(page).getByRole('combobox', { name: 'Action' }), 'User deleted');
    await filter.click();
    await expect(page).toHaveURL(/[?&]action=user\.delete(&|$)/);
    const deleted = table.locator('tr.ant-table-row');
    await expect(deleted.filter({ hasText: 'User edited' })).toHaveCount(0);
    // Newest first: the Penindakan account was deleted last.
    await expect(deleted.first()).toContainText(KINDS[2]!.username);
  });

  await test.step('the export (the product\u2019s one Download Excel) honours the filters', async () => {
    const download = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'Download Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Audit Trail .*\.xlsx$/);
    const rows = readSheet(await file.path());
    const text = rows.map((row) => row.join('|')).join('\n');
    for (const kind of KINDS) expect(text).toContain(kind.username);
    // Only deletions, in the words the table shows.
    expect(rows.slice(1).every((row) => row.includes('User deleted'))).toBe(true);
  });
});

test('on a 390 px phone each page fits the width and its table scrolls in a focusable region', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [...KINDS.map((kind) => kind.path), '/dashboard/settings/audit-trail']) {
    await page.goto(path);
    const region = main(page).locator('.ant-table-body');
    await expect(region).toHaveAttribute('role', 'region');
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${path} scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
  }
});
