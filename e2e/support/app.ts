// What the tests do as a user: sign in, use the sidebar and the user menu,
// read the header. The locators live here so a markup change is one edit.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL } from './stack';

export const LANDING_PATH = '/dashboard/highlight/label-maker';
export const SESSION_STORAGE_KEY = 'qrguard.session';

export const ADMIN = { username: 'admin', password: 'admin' } as const;
/** A demo user of its own for the password change, so the admin's sign-in never depends on that test. */
export const VIEWER = { username: 'viewer', password: 'viewer' } as const;

export function loginForm(page: Page) {
  return {
    username: page.getByRole('textbox', { name: /user ?name/i }),
    password: page.locator('input[type="password"]'),
    submit: page.getByRole('button', { name: /^log ?in$/i }),
  };
}

/** Signs in through the login page and waits for the landing page's header. */
export async function signIn(page: Page, user: { username: string; password: string } = ADMIN): Promise<void> {
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(user.username);
  await form.password.fill(user.password);
  await form.submit.click();
  await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
  await expectTitle(page, 'Highlight Label Maker');
}

/** The page header (antd Layout.Header renders a <header>, role banner). */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect(header(page).getByText(title, { exact: true })).toBeVisible();
}

export function sidebar(page: Page): Locator {
  return page.getByRole('complementary');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sidebar entry (group title or page link) by its visible text; icons add no text. */
export function sidebarItem(page: Page, label: string): Locator {
  return sidebar(page)
    .getByRole('menuitem')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) });
}

/**
 * Clicks through the sidebar: every label but the last opens a group (if it
 * is not open yet), the last is the page.
 */
export async function openFromSidebar(page: Page, ...labels: string[]): Promise<void> {
  for (const [index, label] of labels.entries()) {
    const item = sidebarItem(page, label);
    const isLast = index === labels.length - 1;
    if (!isLast && (await item.getAttribute('aria-expanded')) === 'true') continue;
    await item.click();
  }
}

export async function openUserMenu(page: Page): Promise<void> {
  await header(page)
    .getByRole('button', { name: /user menu|account|administrator/i })
    .click();
}

export async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** An antd modal (Modal.error / Modal.success / Modal.warning) with this title. */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog').filter({ hasText: title });
}

/** Closes the open popup with its OK button and waits until it is gone. */
export async function acknowledge(popup: Locator): Promise<void> {
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
}

/** The token of the signed-in user, as the browser holds it (for asking the API what the page should show). */
export async function tokenOf(page: Page): Promise<string> {
  const raw = await page.evaluate(
    (key) => window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key),
    SESSION_STORAGE_KEY,
  );
  if (!raw) throw new Error('no session in the browser');
  return (JSON.parse(raw) as { token: string }).token;
}

/** Picks a language in the header's switch (named `label` in the language on screen); the API keeps it. */
export async function chooseLanguage(page: Page, label: RegExp, option: string): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/language') && response.request().method() === 'PUT',
  );
  await header(page).getByRole('combobox', { name: label }).click();
  // antd lists the options visibly outside the combobox's accessible listbox.
  await page.locator('.ant-select-item-option').filter({ hasText: option }).click();
  expect((await saved).status()).toBe(200);
}

/** Sets the admin's kept language back to English through the API, for the tests that follow. */
export async function adminSpeaksEnglish(request: APIRequestContext): Promise<void> {
  const login = await request.post(`${API_URL}/api/sso/login`, { data: ADMIN });
  const { token } = (await login.json()).data as { token: string };
  await request.put(`${API_URL}/api/auth/language`, {
    data: { language: 'en' },
    headers: { authorization: `Bearer ${token}` },
  });
}
