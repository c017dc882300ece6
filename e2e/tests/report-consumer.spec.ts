// Report - Consumer (issue 11; spec reports-settings 2, 3, 7, 9) in a real
// chromium against the whole stack: a customer report with a photo and a
// location is sent through the public POST /api/scan/report, then found in
// the table (newest first); its map and its photo open in modals (axe with the
// photo open); the admin moves its case Open -> Investigating -> Confirmed
// counterfeit -> Closed, only ever offered the statuses the API allows, and
// the case history shows each move; the case-status filter follows the URL.
import { expect, test, type Page } from '@playwright/test';
import { expectOneH1 } from '../support/axe';
import { expectTitle, signIn } from '../support/app';
import { API_URL } from '../support/stack';
import { anActiveCode, expectAccessibleWhenSettled, pick } from '../support/widgets';

const PATH = '/dashboard/reports/customer';
const main = (page: Page) => page.getByRole('main');

/** A 1x1 PNG (the API keeps only what sniffs as PNG or JPEG). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A customer's report with a photo and a location, as the scan page sends it (multipart). */
async function sendReport(qrcode: string, description: string): Promise<void> {
  const form = new FormData();
  form.set('url', qrcode);
  form.set('reason', 'Produk diduga palsu');
  form.set('description', description);
  form.set('lat', '-6.2');
  form.set('lng', '106.8');
  form.set('photo', new Blob([PNG], { type: 'image/png' }), 'bottle.png');
  const answer = await fetch(`${API_URL}/api/scan/report`, { method: 'POST', body: form });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** The options an open antd Select offers. */
const openOptions = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

test('a report with a photo: map, image, its case moved through its statuses, and the history', async ({ page }) => {
  await signIn(page);
  const description = `e2e report ${Date.now()}`;
  await sendReport(await anActiveCode(page), description);

  await page.goto(PATH);
  await expectTitle(page, 'Report Customer');
  await expectOneH1(page, 'Report Customer');
  const row = main(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: description });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Suspected counterfeit');
  await expect(row).toContainText('Open');

  await test.step('view map', async () => {
    await row.getByRole('button', { name: /^View map/ }).click();
    const map = page.getByRole('dialog').filter({ hasText: /Location of report \d+/ });
    await expect(map).toBeVisible();
    await expect(map).toContainText(/Jakarta|Nearest city|map/i);
    await map.getByRole('button', { name: 'Close' }).click();
    await expect(map).toBeHidden();
  });

  await test.step('view image, axe with the modal open', async () => {
    await row.getByRole('button', { name: /^View image/ }).click();
    const photo = page.getByRole('dialog').filter({ hasText: /Photo of report \d+/ });
    const image = photo.getByRole('img', { name: /Photo sent with report \d+/ });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expectAccessibleWhenSettled(page, `${PATH} with the photo open`);
    await photo.getByRole('button', { name: 'Close' }).click();
    await expect(photo).toBeHidden();
  });

  const move = async (to: string, offered: string[], note: string) => {
    await row.getByRole('button', { name: /^Change case/ }).click();
    const form = page.getByRole('dialog').filter({ hasText: /Change the case of report/ });
    await expect(form).toBeVisible();
    const select = form.getByRole('combobox', { name: 'New status' });
    await select.click();
    await expect(openOptions(page)).toHaveCount(offered.length);
    await expect(openOptions(page)).toHaveText(offered);
    await pick(page, select, to);
    await form.getByRole('textbox', { name: 'Note' }).fill(note);
    const save = form.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(form).toBeHidden();
    await expect(row).toContainText(to);
  };

  await test.step('move the case: only the statuses the API allows are offered', async () => {
    await move('Investigating', ['Investigating', 'Not counterfeit', 'Closed'], 'e2e: looking');
    await move('Confirmed counterfeit', ['Confirmed counterfeit', 'Not counterfeit', 'Open'], 'e2e: fake');
    await move('Closed', ['Closed', 'Investigating'], 'e2e: done');
  });

  await test.step('the case history: who, from and to, the note', async () => {
    await row.getByRole('button', { name: /^Case history/ }).click();
    const history = page.getByRole('dialog').filter({ hasText: /Case history of report/ });
    const rows = history.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Open → Investigating');
    await expect(rows.nth(0)).toContainText('admin');
    await expect(rows.nth(0)).toContainText('e2e: looking');
    await expect(rows.nth(2)).toContainText('Confirmed counterfeit → Closed');
    await expectAccessibleWhenSettled(page, `${PATH} with the case history open`);
    await history.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('filter by case status, kept in the URL', async () => {
    await pick(page, main(page).getByRole('combobox', { name: 'Case status' }), 'Closed');
    await expect(page).toHaveURL(/[?&]case=Closed(&|$)/);
    await expect(row).toHaveCount(1);
    const statuses = main(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect(statuses.filter({ hasNotText: 'Closed' })).toHaveCount(0);
    await pick(page, main(page).getByRole('combobox', { name: 'Case status' }), 'Open');
    await expect(page).toHaveURL(/[?&]case=Open(&|$)/);
    await expect(row).toHaveCount(0);
  });
});
