// The antd widgets as a user works them, and the demo data the tests start from.
import { expect, type Locator, type Page } from '@playwright/test';
import { tokenOf } from './app';
import { expectNoSeriousViolations } from './axe';
import { API_URL } from './stack';

/**
 * Picks `option` of an antd Select (its list opens in a popup of its own) and
 * waits until the select shows it; a list still closing from the previous
 * field can swallow the click, so the pick is tried again until it shows. A
 * choice already shown is not clicked again (in a multi-select that would
 * take it away).
 */
export async function pick(page: Page, select: Locator, option: string): Promise<void> {
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

/**
 * Resolves when the page's animations that end have ended (spinners and pulses, which run for
 * ever, are left alone): antd's popups zoom and fade in, and meanwhile their text is half
 * transparent and their buttons move under the pointer (a click there can miss).
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe once antd's popups have finished opening. */
export async function expectAccessibleWhenSettled(page: Page, where: string): Promise<void> {
  await animationsDone(page);
  await expectNoSeriousViolations(page, where);
}

/** The newest ACTIVE code of the demo data that is not blocked, asked of the API as the signed-in user. */
export async function anActiveCode(page: Page): Promise<string> {
  const answer = await fetch(`${API_URL}/api/reports/qrcode?status=ACTIVE&limit=15&page=1`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: { qrcode: string }[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0]!.qrcode;
}

interface Detail {
  qrcode: string;
  is_expired: 0 | 1;
  oil_active_date: string | null;
  customer_scans: number;
  suspect_reasons: string[];
}

/**
 * An activated, unexpired code nobody has flagged and few customers scanned (through the QR Code
 * report): the `skip`+1-th such code, so that specs which scan theirs do not share one.
 */
export async function unflaggedActivatedCode(page: Page, skip = 0): Promise<string> {
  let seen = 0;
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  for (let p = 1; p <= 5; p++) {
    const list = await page.request.get(`${API_URL}/api/reports/qrcode?status=ACTIVE&limit=100&page=${p}`, { headers });
    expect(list.status()).toBe(200);
    for (const { id } of ((await list.json()) as { data: { id: number }[] }).data) {
      const res = await page.request.get(`${API_URL}/api/reports/qrcode/details?id=${id}`, { headers });
      const [d] = ((await res.json()) as { data: Detail[] }).data;
      if (d?.oil_active_date && d.is_expired === 0 && d.customer_scans <= 3 && d.suspect_reasons.length === 0)
        if (seen++ === skip) return d.qrcode;
    }
  }
  throw new Error('no activated code without a suspect flag in the demo data');
}

/** The shared table whose scrolling body is named `name`: its pager, its Download Excel. */
export const dataTable = (page: Page, name: string) =>
  page.locator('.qg-data-table').filter({ has: page.getByRole('region', { name, exact: true }) });

/** A shared table's total from its pager ("1-15 of 1,234"); 0 before it shows one. */
export async function tableTotal(table: Locator): Promise<number> {
  const text = (await table.locator('.ant-pagination-total-text').textContent()) ?? '';
  const match = /of ([\d,]+)/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

/**
 * The maker reports' filter as a user sets it, each step kept in the URL: This Year, the first
 * company of the selector (`selector` is its name, `urlKey` its parameter), then the history's
 * status.
 */
export async function filterYearCompanyStatus(
  page: Page,
  main: Locator,
  { selector, urlKey, status }: { selector: string; urlKey: string; status: string },
): Promise<void> {
  await main.getByRole('button', { name: 'This Year', exact: true }).click();
  await expect(main.getByRole('button', { name: 'This Year', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]period=year(&|$)/);

  const company = main.getByRole('combobox', { name: selector });
  await company.click();
  await company.press('Enter');
  await company.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]${urlKey}=\\d+(&|$)`));

  await main.getByRole('combobox', { name: 'Status' }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${status}"]`).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]history\\.status=${status}(&|$)`));
}
