// One host build, three products (issue 15): a second host serves the same
// build configured as pad-shoe (its own /config.json) against the same API.
// The oil host's product-app switcher leads there with a one-time code and the
// user lands signed in to pad-shoe, seeing what pad-shoe offers (no Settings:
// its remote is "none") and their permissions allow. A user without pad-shoe
// gets the spec's refusal (Error! with the server's words, then /login).
import path from 'node:path';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import {
  acknowledge,
  ADMIN,
  dialog,
  LANDING_PATH,
  loginForm,
  SESSION_STORAGE_KEY,
  sidebar,
  sidebarItem,
  signIn,
  tokenOf,
} from '../support/app';
import { API_URL, E2E_PORTS, HOST_URL, PAD_SHOE_URL } from '../support/stack';

const ROOT = path.resolve(__dirname, '..', '..');
const PAD_SHOE_TITLE = 'QR Guard Pad & Shoe';

let padShoe: Server | undefined;

test.beforeAll(async () => {
  // The very server `npm start` serves a built host with (scripts/serve-static.mjs), on another port with
  // another environment: the same host build, another /config.json.
  const { startStaticServer } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'serve-static.mjs')).href)) as {
    startStaticServer: (options: {
      dir: string;
      spa: boolean;
      port: number;
      host: string;
      env: Record<string, string>;
    }) => Promise<Server>;
  };
  padShoe = await startStaticServer({
    dir: path.join(ROOT, 'host', 'dist'),
    spa: true,
    port: E2E_PORTS.padShoe,
    host: '127.0.0.1',
    env: {
      API_URL,
      REMOTE_HIGHLIGHTS_URL: `http://127.0.0.1:${E2E_PORTS.highlights}`,
      REMOTE_REPORTS_URL: `http://127.0.0.1:${E2E_PORTS.reports}`,
      // Pad-shoe does not offer the settings remote, and its menus are Highlight and Reports.
      REMOTE_SETTINGS_URL: 'none',
      PRODUCT_ID: '2',
      PRODUCT_NAME: 'Pad & Shoe',
      PRODUCT_TITLE: PAD_SHOE_TITLE,
      PRODUCT_LOGO_URL: '/favicon.svg',
      PRODUCT_PRIMARY_COLOR: '#a0410d',
      PRODUCT_MENUS: '/dashboard/highlight,/dashboard/reports,/edit-profile',
      PRODUCT_APP_URLS: `1=${HOST_URL}`,
    },
  });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => {
    if (!padShoe) return resolve();
    padShoe.close(() => resolve());
    padShoe.closeAllConnections();
  });
});

/** The session the page keeps (sessionStorage after a cross-client sign-in). */
async function sessionOf(page: Page): Promise<{ product_category: number; token: string }> {
  const raw = await page.evaluate(
    (key) => window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key),
    SESSION_STORAGE_KEY,
  );
  return JSON.parse(raw ?? 'null') as { product_category: number; token: string };
}

const productSwitcher = (page: Page) => sidebar(page).getByRole('combobox', { name: 'Product app' });

/** Chooses a product in the sidebar's switcher (an antd Select: its list opens in a popup of its own). */
async function switchTo(page: Page, option: string): Promise<void> {
  const item = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`);
  await expect(async () => {
    if (!(await item.isVisible())) await productSwitcher(page).click();
    await item.click({ timeout: 2_000 });
    // A click while the list is still sliding open can miss: the list then stays open, and the
    // pick is tried again. A pick that took closes it (and the host may leave for another).
    await expect(item).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** As an administrator through the API: a dashboard user with these products and role. */
async function createUser(page: Page, username: string, role: number, products: number[]): Promise<number> {
  const admin = await page.request.post(`${API_URL}/api/sso/login`, { data: ADMIN });
  const token = ((await admin.json()) as { data: { token: string } }).data.token;
  const res = await page.request.post(`${API_URL}/api/admin/user`, {
    headers: { authorization: `Bearer ${token}` },
    data: { username, password: `${username}-pass-1`, role, status: 1, product_category: products },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('switches from the oil host to the pad-shoe host and lands signed in to pad-shoe', async ({ page }) => {
  await signIn(page);
  // The oil host, as before: QR Guard's own title.
  await expect(page).toHaveTitle(/\| QR Guard$/);
  await switchTo(page, 'pad;shoe');

  await page.waitForURL(`${PAD_SHOE_URL}${LANDING_PATH}`);
  await expect(page).toHaveTitle(`Highlight Label Maker | ${PAD_SHOE_TITLE}`);
  await expect(sidebar(page).getByTestId('product-brand')).toHaveText(PAD_SHOE_TITLE);
  await expect(page.getByTestId('product-name')).toHaveText('Pad & Shoe');
  expect((await sessionOf(page)).product_category).toBe(2);
  // What pad-shoe offers an administrator: Highlight and Reports, no Settings.
  await expect(sidebarItem(page, 'Highlight')).toBeVisible();
  await expect(sidebarItem(page, 'Reports')).toBeVisible();
  await expect(sidebarItem(page, 'Settings')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the pad-shoe host');
  // A typed URL of a page pad-shoe does not offer is refused like one the user may not open.
  await page.goto(`${PAD_SHOE_URL}/dashboard/settings/audit-trail`);
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();

  // And back to oil through pad-shoe's own switcher.
  await page.goto(`${PAD_SHOE_URL}${LANDING_PATH}`);
  await switchTo(page, 'oil');
  await page.waitForURL(`${HOST_URL}${LANDING_PATH}`);
  expect((await sessionOf(page)).product_category).toBe(1);
  await expect(sidebarItem(page, 'Settings')).toBeVisible();
});

test('on pad-shoe a user sees only what their permissions allow', async ({ page }) => {
  await createUser(page, 'padshoe-viewer', 3, [1, 2]);
  await signIn(page, { username: 'padshoe-viewer', password: 'padshoe-viewer-pass-1' });
  await switchTo(page, 'pad;shoe');
  // The Dashboard Viewer role opens the label-maker and oil-maker highlights only.
  await page.waitForURL(`${PAD_SHOE_URL}${LANDING_PATH}`);
  await expect(sidebarItem(page, 'Highlight')).toBeVisible();
  await expect(sidebarItem(page, 'Reports')).toHaveCount(0);
  await expect(sidebarItem(page, 'Settings')).toHaveCount(0);
});

test('a user without pad-shoe: no switch on the oil host, the refusal on the pad-shoe host', async ({ page }) => {
  // A user of oil only, made for this test (the demo viewer's password is another test's to change):
  // the oil host offers no product to switch to.
  const oilOnly = { username: `oil-only-${test.info().retry}`, password: `oil-only-${test.info().retry}-pass-1` };
  await createUser(page, oilOnly.username, 3, [1]);
  await signIn(page, oilOnly);
  await expect(sidebarItem(page, 'Highlight')).toBeVisible();
  await expect(productSwitcher(page)).toHaveCount(0);

  // Signing in on the pad-shoe host itself: the server's refusal, and the sign-in page stays.
  await page.goto(`${PAD_SHOE_URL}/login`);
  await expect(page).toHaveTitle(PAD_SHOE_TITLE);
  const form = loginForm(page);
  await form.username.fill(oilOnly.username);
  await form.password.fill(oilOnly.password);
  await form.submit.click();
  const refusal = dialog(page, 'Error!');
  await expect(refusal).toContainText('This account has no access to this product.');
  await acknowledge(refusal);
  await expect(page).toHaveURL(`${PAD_SHOE_URL}/login`);
});

test('a user who lost pad-shoe after the switch began gets "Error!" and the sign-in page', async ({ page }) => {
  const id = await createUser(page, 'padshoe-leaver', 3, [1, 2]);
  await signIn(page, { username: 'padshoe-leaver', password: 'padshoe-leaver-pass-1' });
  // The code for pad-shoe is made while the user still holds it ...
  const asked = await page.request.post(`${API_URL}/api/sso/cross-client/code`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { product_category: 2 },
  });
  expect(asked.status()).toBe(200);
  const { code } = ((await asked.json()) as { data: { code: string } }).data;
  // ... then an administrator takes pad-shoe away.
  const admin = await page.request.post(`${API_URL}/api/sso/login`, { data: ADMIN });
  const adminToken = ((await admin.json()) as { data: { token: string } }).data.token;
  const taken = await page.request.put(`${API_URL}/api/admin/user/${id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { role: 3, status: 1, product_category: [1] },
  });
  expect(taken.status(), await taken.text()).toBe(200);

  await page.goto(`${PAD_SHOE_URL}/cross-client?code=${encodeURIComponent(code)}`);
  const refusal = dialog(page, 'Error!');
  await expect(refusal).toContainText('This account has no access to this product.');
  await expect(page).toHaveURL(`${PAD_SHOE_URL}/login`);
  await acknowledge(refusal);
  expect(await sessionOf(page)).toBeNull();
});
