// Driving the dashboard with the keyboard alone (issue 10): keys, never clicks.
import { expect, type Locator, type Page } from '@playwright/test';
import { LANDING_PATH } from './app';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses `key` (Tab, Shift+Tab, ArrowDown...) until `target` has focus, as
 * a keyboard user moves through the page; fails if it never gets there.
 */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max = 80): Promise<void> {
  for (let presses = 0; presses <= max; presses += 1) {
    if ((await target.count()) === 1 && (await isFocused(target))) return;
    await page.keyboard.press(key);
  }
  const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${max} presses of ${key} never reached ${target.toString()}; focus is on ${where}`);
}

/** The sign-in form by keyboard: the user name field has focus when the page opens. */
export async function signInByKeyboard(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'User name' })).toBeFocused();
  await page.keyboard.type(user.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
}
