// Customer Activities (issue 11; spec reports-settings 2, 3, 7, 9) in a real
// chromium against the whole stack: the page under its menu label, a located
// customer scan made through the public scan, the status filter in the URL,
// the Scan Activity chart's total equal to the Scan History's total for the
// same filter, and the view-on-map modal (axe with it open).
import { expect, test, type Page } from '@playwright/test';
import { expectOneH1 } from '../support/axe';
import { expectTitle, signIn } from '../support/app';
import { API_URL } from '../support/stack';
import { anActiveCode, expectAccessibleWhenSettled, pick } from '../support/widgets';

const PATH = '/dashboard/customer-activities';
const main = (page: Page) => page.getByRole('main');

async function locatedScan(qrcode: string): Promise<void> {
  const answer = await fetch(`${API_URL}/api/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: qrcode, lat: -6.2, lng: 106.8 }),
  });
  expect(answer.status).toBe(200);
}

/** The Scan History's total as its pagination says it ("1-15 of 1,234"). */
async function tableTotal(page: Page): Promise<string> {
  const text = main(page).locator('.ant-pagination-total-text');
  await expect(text).toHaveText(/of [\d,]+$/);
  return (await text.textContent())!.replace(/^.* of /, '');
}

async function chartTotal(page: Page): Promise<string> {
  const text = main(page).getByTestId('chart-total');
  await expect(text).toHaveText(/^Scans in the chart: [\d,]+$/);
  return (await text.textContent())!.replace(/^Scans in the chart: /, '');
}

test('filter the activities: the chart and the table agree; a located scan opens on a map', async ({ page }) => {
  await signIn(page);
  await locatedScan(await anActiveCode(page));
  await page.goto(PATH);
  await expectTitle(page, 'Customer Activities');
  await expectOneH1(page, 'Customer Activities');
  await expect(main(page).getByText('Scan Activity', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Last 1000 Scans').first()).toBeVisible();

  await test.step('This Month and all statuses: the chart total is the table total', async () => {
    await expect(main(page).getByRole('button', { name: 'This Month' })).toBeVisible();
    await expect(main(page).locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await expect.poll(async () => (await chartTotal(page)) === (await tableTotal(page))).toBe(true);
  });

  await test.step('status Success, kept in the URL: still the same total', async () => {
    await pick(page, main(page).getByRole('combobox', { name: 'Status' }), 'Success');
    await expect(page).toHaveURL(/[?&]status=Success(&|$)/);
    const rows = main(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: 'Success' })).toHaveCount(0);
    await expect.poll(async () => (await chartTotal(page)) === (await tableTotal(page))).toBe(true);
  });

  await test.step('the newest (located) scan opens on a map; axe with the modal open', async () => {
    const first = main(page).locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(first).toContainText('-6.2');
    await first.getByRole('button', { name: /^View on map/ }).click();
    const map = page.getByRole('dialog').filter({ hasText: 'Scan location' });
    await expect(map).toBeVisible();
    await expectAccessibleWhenSettled(page, `${PATH} with the map open`);
    await map.getByRole('button', { name: 'Close' }).click();
    await expect(map).toBeHidden();
  });

  await test.step('Download Excel is offered', async () => {
    await expect(main(page).getByRole('button', { name: /Download Excel/ })).toBeEnabled();
  });
});
