// Report Suspect and the Not Found Log (issue 12; spec reports-settings 2, 3,
// 4, 7, 9) in a real chromium against the whole stack. A code is scanned in
// Jakarta and then in Medan moments later through the public scan, so the
// rules flag it "Scan beda tempat" now; the page shows the five cards loaded,
// the flag in the table (filtered by reason, kept in the URL), and its detail
// modal explains the trip and lists both scans (the map says it has no key
// here and lists the points by city). A URL that names no code is scanned and
// found at the top of the Not Found Log, which pages 15 rows at a time.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expectTitle, openFromSidebar, signIn } from '../support/app';
import { API_URL } from '../support/stack';
import { pick, unflaggedActivatedCode } from '../support/widgets';

const JAKARTA = { lat: -6.2088, lng: 106.8456 };
const MEDAN = { lat: 3.5952, lng: 98.6722 };
const main = (page: Page) => page.getByRole('main');

async function customerScan(page: Page, url: string, at?: { lat: number; lng: number }) {
  const res = await page.request.post(`${API_URL}/api/scan`, { data: { url, ...(at ?? {}) } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { status: string; suspicious: boolean; reasons: string[] } }).data;
}

/** A card's figure once loaded, as a number. */
async function cardValue(page: Page, title: string): Promise<number> {
  const card = main(page).getByRole('group', { name: title });
  const value = card.locator('.qg-stat-value');
  await expect(value).toHaveText(/^[\d,]+$/);
  return Number((await value.textContent())!.replace(/,/g, ''));
}

test('a code seen in Jakarta and Medan moments later: its flag, the cards and the detail modal', async ({ page }) => {
  await signIn(page);
  const qrcode = await unflaggedActivatedCode(page);
  expect((await customerScan(page, `https://qrguard.id/q/${qrcode}`, JAKARTA)).suspicious).toBe(false);
  expect((await customerScan(page, `https://qrguard.id/q/${qrcode}`, MEDAN)).reasons).toContain('Scan beda tempat');

  await openFromSidebar(page, 'Reports', 'Report Suspect');
  await expect(page).toHaveURL(/\/dashboard\/reports\/suspect$/);
  await expectTitle(page, 'Report Suspect');

  // The five cards load (the original never did): the totals add up.
  const total = await cardValue(page, 'Total Report Suspect');
  const moreThan5 = await cardValue(page, 'Scan More Than 5');
  const differentLocation = await cardValue(page, 'Scan Different Location');
  expect(total).toBe(moreThan5 + differentLocation);
  expect(differentLocation).toBeGreaterThanOrEqual(1);
  expect(await cardValue(page, 'Suspicious QR')).toBeGreaterThanOrEqual(await cardValue(page, 'QR Not Found'));

  // The reason filter goes in the URL; the new flag is the newest of its reason.
  await pick(page, main(page).getByRole('combobox', { name: 'Reason' }), 'Scanned in different places');
  await expect(page).toHaveURL(/reason=Scan\+beda\+tempat/);
  const row = main(page).getByRole('row').filter({ hasText: qrcode });
  await expect(row).toContainText('Scanned in different places');

  await row.getByRole('button', { name: /^Detail, row \d+$/ }).click();
  const modal = page.getByRole('dialog').filter({ hasText: `Suspect QR ${qrcode}` });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/km apart in .*: about [\d,]+ km\/h\./)).toBeVisible();
  await expect(modal.getByText(/From near Jakarta .* to near Medan/)).toBeVisible();
  const scans = modal.getByRole('table', { name: `Customer scans of ${qrcode}` }).last();
  await expect(scans.getByRole('row').filter({ hasText: qrcode })).toHaveCount(2);
  await expect(
    modal.getByRole('heading', { name: `Map of the scans of ${qrcode}: located points by nearest city` }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the suspect detail modal');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
});

test('the Not Found Log: a URL that names no code is on top, with Created At, and the log pages by 15', async ({
  page,
}) => {
  await signIn(page);
  const url = `https://qrguard.id/q/E2E-NOT-A-CODE-${Date.now()}`;
  expect((await customerScan(page, url, JAKARTA)).status).toBe('not_found');

  await openFromSidebar(page, 'Reports', 'Not Found Log');
  await expect(page).toHaveURL(/\/dashboard\/reports\/not-found$/);
  await expectTitle(page, 'Not Found Log');
  const first = main(page).getByRole('row').filter({ hasText: url });
  await expect(first).toContainText(/[A-Z][a-z]{2} \d{2} \d{4}, \d{2}:\d{2}/);

  // This Year holds more than a page of the demo's counterfeit scans.
  await main(page).getByRole('button', { name: 'This Year' }).click();
  await expect(page).toHaveURL(/period=year/);
  const pager = main(page).locator('.ant-pagination');
  await expect(pager.locator('.ant-pagination-item-2')).toBeVisible();
  await expect(pager.locator('.ant-pagination-options')).toHaveCount(0);
  const firstPage = await main(page).locator('.ant-table-tbody tr.ant-table-row').allTextContents();
  expect(firstPage).toHaveLength(15);
  await pager.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect
    .poll(async () => (await main(page).locator('.ant-table-tbody tr.ant-table-row').allTextContents()).join('|'))
    .not.toBe(firstPage.join('|'));
  await expectNoSeriousViolations(page, 'the Not Found Log');
});
