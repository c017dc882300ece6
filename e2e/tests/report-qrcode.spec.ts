// Report QR Code (issue 12; spec reports-settings 2, 3, 4, 5, 8) in a real
// chromium against the whole stack: search a code (the search kept in the
// URL), open its details, reset its customer scans, block it with a reason
// (shown as Deactivated with the reason, in the history, and answered
// `blocked` by the public scan), then unblock it; axe on the page with the
// details open.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, expectOneH1 } from '../support/axe';
import { acknowledge, expectTitle, signIn, tokenOf } from '../support/app';
import { API_URL } from '../support/stack';

const PATH = '/dashboard/reports/qrcode';
const main = (page: Page) => page.getByRole('main');

/** axe once antd's popups have finished fading in (half-way their text is half transparent). */
async function expectAccessible(page: Page, where: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await expectNoSeriousViolations(page, where);
}

/** An ACTIVE code of the demo data that is not blocked, asked of the API as the signed-in admin. */
async function anActiveCode(page: Page): Promise<string> {
  const token = await tokenOf(page);
  const answer = await fetch(`${API_URL}/api/reports/qrcode?status=ACTIVE&limit=15&page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: { qrcode: string }[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0]!.qrcode;
}

/** The public customer scan of a code, as the scan page sends it. */
async function publicScan(qrcode: string): Promise<{ status: string; block_reason?: string }> {
  const answer = await fetch(`${API_URL}/api/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: qrcode }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { status: string; block_reason?: string } }).data;
}

/** A popup (confirmation, success) with this text. */
const popup = (page: Page, text: string | RegExp) => page.getByRole('dialog').filter({ hasText: text });

async function expectSuccess(page: Page, text: string): Promise<void> {
  const success = popup(page, text);
  await expect(success).toContainText('Success!');
  await acknowledge(success);
}

/** Picks `option` of the antd Select `select` (its list opens in a popup of its own), until it shows. */
async function pick(page: Page, select: Locator, option: string): Promise<void> {
  const field = select.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const shown = field.locator(`[title="${option}"]`);
  const item = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`);
  await expect(async () => {
    if ((await shown.count()) > 0) return;
    if (!(await item.isVisible())) await select.click();
    await item.click({ timeout: 2_000 });
    await expect(shown).not.toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('search a code, see its details, reset it, block and unblock it', async ({ page }) => {
  await signIn(page);
  await page.goto(PATH);
  await expectTitle(page, 'Report QR Code');
  await expectOneH1(page, 'Report QR Code');
  await expect(main(page).getByRole('heading', { name: 'QR Code', exact: true })).toBeVisible();

  const qrcode = await anActiveCode(page);
  // A customer scan, so the reset has something to clear.
  expect((await publicScan(qrcode)).status).toBe('valid');

  await test.step('search: the table follows the text, which the URL keeps', async () => {
    await main(page).getByRole('textbox', { name: 'Search' }).fill(qrcode);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${qrcode}(&|$)`));
    const rows = main(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(qrcode);
    await expect(rows.first()).toContainText('ACTIVE');
  });

  const details = page.getByRole('dialog', { name: 'QR Code Details' });
  const history = details.getByRole('table', { name: 'Event history' });

  await test.step('details, with axe on the page with the modal open', async () => {
    await main(page)
      .getByRole('button', { name: `Details of ${qrcode}` })
      .click();
    await expect(details).toBeVisible();
    await expect(details.getByText('Verified', { exact: true })).toBeVisible();
    await expect(details).toContainText(/\d+(\.\d+)? Liter/);
    await expect(details).toContainText(/\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}/);
    await expect(history).toContainText('Customer scan');
    await expectAccessible(page, `${PATH} with the QR Code Details open`);
  });

  await test.step('reset customer scan', async () => {
    await details.getByRole('button', { name: 'Reset Customer Scan' }).click();
    const confirm = popup(page, 'Are you sure you want to reset this customer scan?');
    await expect(confirm).toContainText('Are you sure?');
    await confirm.getByRole('button', { name: 'I am sure' }).click();
    await expectSuccess(page, 'Customer scan data has been successfully reset');
    await expect(history).toContainText('Customer scans reset by admin');
  });

  await test.step('block with a reason: Deactivated, the reason, the history, and the public scan', async () => {
    await details.getByRole('button', { name: 'Block', exact: true }).click();
    const form = page.getByRole('dialog', { name: `Block QR code ${qrcode}` });
    await expect(form).toBeVisible();
    await pick(page, form.getByRole('combobox', { name: /Reason/ }), 'Stolen stock');
    await form.getByRole('textbox', { name: 'Note' }).fill('e2e lot');
    await expectAccessible(page, `${PATH} with the block form open`);
    await form.getByRole('button', { name: 'Block', exact: true }).click();
    await expectSuccess(page, `QR code ${qrcode} has been blocked`);
    await expect(form).toBeHidden();
    await expect(details.getByText('Deactivated', { exact: true })).toBeVisible();
    await expect(details.getByTestId('block-info')).toContainText('Stolen stock, by admin');
    await expect(history).toContainText('Blocked by admin: Stolen stock: e2e lot');
    const scanned = await publicScan(qrcode);
    expect([scanned.status, scanned.block_reason]).toEqual(['blocked', 'Stolen stock']);
  });

  await test.step('unblock', async () => {
    await details.getByRole('button', { name: 'Unblock' }).click();
    const confirm = popup(page, `Unblock QR code ${qrcode}?`);
    await confirm.getByRole('button', { name: 'Unblock' }).click();
    await expectSuccess(page, `QR code ${qrcode} has been unblocked`);
    await expect(details.getByText('Verified', { exact: true })).toBeVisible();
    await expect(history).toContainText('Unblocked by admin');
    expect((await publicScan(qrcode)).status).toBe('valid');
  });

  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
});
