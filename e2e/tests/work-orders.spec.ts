// Work orders (issue 15): the QR provider (a super admin) issues a purchase
// order to the label maker Cahaya through the API; Cahaya's work-order user,
// signed in in another browser, gets it on the bell at once (no reload), with
// a desktop notification, and opens it on /work-order-detail. Read state is
// the API's: "Mark all as read" in one browser is what a third browser of the
// same user shows after a reload.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginForm, signIn, tokenOf } from '../support/app';
import { API_URL } from '../support/stack';
import { expectAccessibleWhenSettled } from '../support/widgets';

const WORK_ORDER_USER = { username: 'workorder', password: 'workorder' };

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ new$/ });
const newCount = async (page: Page) =>
  Number(/(\d+) new$/.exec((await bell(page).getAttribute('aria-label')) ?? '')![1]);

/** A browser of the work-order user, signed in on its landing page with the live stream open; desktop notifications recorded. */
async function workOrderBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  // The page's desktop notifications, granted and recorded (Chromium headless shows none).
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    // A plain function: the page calls it with `new`.
    const Recorded = Object.assign(
      function (title: string) {
        shown.push(title);
      },
      { permission: 'granted', requestPermission: () => Promise.resolve('granted') },
    );
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
  });
  const page = await context.newPage();
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/v1/notification/stream') && r.status() === 200);
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(WORK_ORDER_USER.username);
  await form.password.fill(WORK_ORDER_USER.password);
  await form.submit.click();
  // Role 2 lands on its one page.
  await expect(page).toHaveURL(/\/work-order-listing$/);
  await expect(page.getByRole('columnheader', { name: 'Progress' })).toBeVisible();
  await streamOpen;
  await expect(bell(page)).toBeVisible();
  return page;
}

test('a PO issued to Cahaya reaches its work-order user live; it opens on the detail; read state follows the user', async ({
  browser,
  page: admin,
}) => {
  const first = await workOrderBrowser(browser);
  const second = await workOrderBrowser(browser);
  const before = await newCount(first);

  // The QR provider issues the PO, through the API as a super admin would.
  await signIn(admin);
  const auth = { authorization: `Bearer ${await tokenOf(admin)}` };
  const list = async (path: string) =>
    (
      (await (await admin.request.get(`${API_URL}${path}`, { headers: auth })).json()) as {
        data: { id: number; name: string; code?: string }[];
      }
    ).data;
  const cahaya = (await list('/api/master/labelmaker')).find((lm) => lm.name === 'Cahaya')!;
  const bottleMaker = (await list('/api/master/bottlemaker'))[0]!;
  const oilMaker = (await list('/api/master/oilmaker'))[0]!;
  /** Issues a PO of 50 labels (52 codes) to Cahaya; answers its work order's code. */
  const issuePo = async (noPo: string) => {
    const issued = await admin.request.post(`${API_URL}/api/v1/masterData/purchase-order`, {
      headers: auth,
      data: {
        no_po: noPo,
        label_maker_id: cahaya.id,
        po_date: new Date().toISOString().slice(0, 10),
        lines: [{ part_no: 'QG-MPX1-0800', bottle_maker_id: bottleMaker.id, oil_maker_id: oilMaker.id, ordered: 50 }],
      },
    });
    expect(issued.status(), await issued.text()).toBe(200);
    return ((await issued.json()) as { data: { work_order_code: string } }).data.work_order_code;
  };
  const noPo = `PO/E2E/${Date.now()}`;
  const code = await issuePo(noPo);
  expect(code).toBe(`WO-${noPo}`);

  // Live, without a reload: the bell counts it and a desktop notification names it.
  await expect(bell(first)).toHaveAccessibleName(`Notifications, ${before + 1} new`, { timeout: 15_000 });
  await expect
    .poll(() => first.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications))
    .toContain(`Notification for ${code}`);

  // Open it from the bell: the detail with its line, progress and status.
  await bell(first).click();
  await first.getByRole('button', { name: new RegExp(`New work order ${code.replace(/[/.]/g, '\\$&')}`) }).click();
  await expect(first).toHaveURL(new RegExp(`/work-order-detail\\?wo=${encodeURIComponent(code)}$`));
  await expect(first.getByText(`Work Order ${code}`, { exact: true })).toBeVisible();
  await expect(first.locator('[data-status="New"]')).toHaveText('New');
  await expect(
    first.getByRole('progressbar', { name: `Verification progress of ${code}`, exact: true }),
  ).toHaveAttribute('aria-valuemax', '52');
  await expect(first.getByRole('cell', { name: 'MPX1' })).toBeVisible();
  await expectAccessibleWhenSettled(first, 'the work-order detail');
  // Closing the list reset the counter here (spec 4); opening the item read it on the server:
  // after a reload only the others count.
  await expect(bell(first)).toHaveAccessibleName('Notifications, 0 new');

  // The listing shows it with its quantities, and both pages fit a phone.
  await first.goto('/work-order-listing');
  await expect(bell(first)).toHaveAccessibleName(`Notifications, ${before} new`);
  const row = first.getByRole('row').filter({ has: first.getByRole('link', { name: code }) });
  await expect(row).toContainText('Cahaya');
  await expect(row).toContainText('50');
  await expect(row).toContainText('0 % · 0 of 52 verified');
  await expectAccessibleWhenSettled(first, 'the work-order listing');
  await first.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/work-order-listing', `/work-order-detail?wo=${encodeURIComponent(code)}`]) {
    await first.goto(path);
    await expect(first.getByText(code).first()).toBeVisible();
    const overflow = await first.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  }

  // A second PO arrives in both browsers; "Mark all as read" in the first, and the second agrees after a reload.
  await expect(bell(second)).toHaveAccessibleName(`Notifications, ${before + 1} new`);
  const next = await issuePo(`${noPo}-2`);
  const nextItem = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`New work order ${next.replace(/[/.]/g, '\\$&')}`) });
  await expect(bell(first)).toHaveAccessibleName(`Notifications, ${before + 1} new`);
  // In the second browser it arrived too.
  await expect(async () => {
    await bell(second).click();
    await expect(nextItem(second)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await bell(first).click();
  await expect(nextItem(first)).toBeVisible();
  await first.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(first)).toHaveAccessibleName('Notifications, 0 new');
  await second.reload();
  await expect(bell(second)).toHaveAccessibleName('Notifications, 0 new');
  await first.context().close();
  await second.context().close();
});

test("another label maker's work-order user does not see Cahaya's work orders", async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill('workorder.menara');
  await form.password.fill('workorder');
  await form.submit.click();
  await expect(page).toHaveURL(/\/work-order-listing$/);
  await expect(page.getByRole('columnheader', { name: 'Label Maker' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cahaya', exact: true })).toHaveCount(0);
  await page.goto(`/work-order-detail?wo=${encodeURIComponent('WO-PO/E2E/none')}`);
  await expect(page.getByText('Work order not found')).toBeVisible();
});
