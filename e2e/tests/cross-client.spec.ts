// The product switch hands a user over with a one-time code (issue 9): the
// other host signs them in and takes the code out of the address bar, and the
// same link opened again is refused with the server's words.
import { expect, test } from '@playwright/test';
import { LANDING_PATH, signIn, tokenOf } from '../support/app';
import { API_URL } from '../support/stack';

test('a one-time code signs the user in once; the second use is refused', async ({ page, browser }) => {
  await signIn(page);
  const res = await page.request.post(`${API_URL}/api/sso/cross-client/code`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { product_category: 1 },
  });
  expect(res.status()).toBe(200);
  const { code } = ((await res.json()) as { data: { code: string } }).data;

  // The receiving host: a browser with no session of its own.
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.goto(`/cross-client?code=${encodeURIComponent(code)}`);
  await expect(tab).toHaveURL(new RegExp(`${LANDING_PATH}$`));

  const again = await other.newPage();
  await again.goto(`/cross-client?code=${encodeURIComponent(code)}`);
  await expect(again.getByText(/already used/)).toBeVisible();
  await expect(again).toHaveURL(/\/login$/);
  await other.close();
});

// Issue 15: the host names its product when it exchanges a code, so a code made for pad-shoe opens
// no session on the oil host (multi-product.spec.ts goes to the pad-shoe host itself).
test("a code for another product is refused on this product's host", async ({ page, browser }) => {
  await signIn(page);
  const res = await page.request.post(`${API_URL}/api/sso/cross-client/code`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { product_category: 2 },
  });
  expect(res.status()).toBe(200);
  const { code } = ((await res.json()) as { data: { code: string } }).data;
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.goto(`/cross-client?code=${encodeURIComponent(code)}`);
  await expect(tab.getByRole('dialog').filter({ hasText: 'Error!' })).toContainText('for another product');
  await expect(tab).toHaveURL(/\/login$/);
  await other.close();
});
