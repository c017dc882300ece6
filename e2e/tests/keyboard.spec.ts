// One page of each remote by keyboard alone (issue 10, WCAG 2.1.1): Tab,
// Shift+Tab, Enter, Space, Escape and the arrow keys, never a click. The
// skip link, the header's user menu and bell, a highlight page's filter and
// its charts as tables, the sidebar's groups and pages, and the activity
// log's search and scrolling table.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectTitle, header, sidebar, sidebarItem } from '../support/app';
import { pressUntilFocused, signInByKeyboard } from '../support/keyboard';

const main = (page: Page) => page.getByRole('main');
const chartCard = (page: Page, title: string) => main(page).getByRole('region', { name: title, exact: true });

/** Opens a sidebar group with the arrow keys and Enter, then a page of it. */
async function openFromSidebarByKeyboard(page: Page, group: string, item: string): Promise<void> {
  const title = sidebarItem(page, group);
  await pressUntilFocused(page, 'ArrowDown', title, 30);
  if ((await title.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await expect(title).toHaveAttribute('aria-expanded', 'true');
  const link = sidebarItem(page, item).getByRole('link');
  await pressUntilFocused(page, 'ArrowDown', link, 30);
  await page.keyboard.press('Enter');
}

test('remote-highlights: skip link, user menu, bell, filter and the charts as tables', async ({ page }) => {
  await signInByKeyboard(page, ADMIN);
  await expectTitle(page, 'Highlight Label Maker');

  await test.step('the skip link is the first stop and leads to the main content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(main(page)).toBeFocused();
  });

  await test.step('the user menu opens, announces it and closes on Escape back to its button', async () => {
    const button = header(page).getByRole('button', { name: 'User menu' });
    await pressUntilFocused(page, 'Shift+Tab', button, 5);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  await test.step('the bell moves focus into its list; Escape gives it back', async () => {
    const bell = header(page).getByRole('button', { name: /^Notifications/ });
    await pressUntilFocused(page, 'Shift+Tab', bell, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeHidden();
    await expect(bell).toBeFocused();
  });

  await test.step('the filter: This Year', async () => {
    const thisYear = main(page).getByRole('button', { name: 'This Year' });
    await pressUntilFocused(page, 'Tab', thisYear);
    await page.keyboard.press('Enter');
    await expect(thisYear).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]period=year(&|$)/);
  });

  await test.step('a bar chart as a table: its figures are there to read', async () => {
    const card = chartCard(page, 'Scan vs Active');
    await expect(card).not.toHaveAttribute('aria-busy', 'true');
    await pressUntilFocused(page, 'Tab', card.getByRole('switch', { name: 'View as table' }));
    await page.keyboard.press('Space');
    const table = card.getByRole('table', { name: 'Scan vs Active' });
    await expect(table.getByRole('columnheader').nth(1)).not.toBeEmpty();
    await expect(table.locator('tbody td').first()).toHaveText(/^\d[\d,]*$/);
  });

  await test.step('the pie as a table: another company’s variants, chosen with the keyboard', async () => {
    const card = chartCard(page, 'QR Active By Label Maker');
    await expect(card).not.toHaveAttribute('aria-busy', 'true');
    await pressUntilFocused(page, 'Tab', card.getByRole('switch', { name: 'View as table' }));
    await page.keyboard.press('Space');
    const companies = card.getByRole('table', { name: 'QR Active By Label Maker' }).getByRole('button');
    const company = companies.nth((await companies.count()) > 1 ? 1 : 0);
    const name = (await company.textContent()) ?? '';
    await pressUntilFocused(page, 'Tab', company, 20);
    await page.keyboard.press('Enter');
    await expect(company).toHaveAttribute('aria-pressed', 'true');
    await expect(
      card
        .getByRole('table', { name: `Variants of ${name}` })
        .locator('td')
        .first(),
    ).toHaveText(/^\d[\d,]*$/);
  });
});

test('remote-reports: a sidebar group and its page', async ({ page }) => {
  await signInByKeyboard(page, ADMIN);
  // Into the sidebar's menu from the header, backwards.
  await pressUntilFocused(page, 'Tab', header(page).getByRole('button', { name: /^Notifications/ }));
  await pressUntilFocused(page, 'Shift+Tab', sidebar(page).getByRole('link').last(), 5);
  await openFromSidebarByKeyboard(page, 'Reports', 'Report Suspect');
  await expect(page).toHaveURL(/\/dashboard\/reports\/suspect$/);
  await expectTitle(page, 'Report Suspect');
  await expect(main(page).getByRole('heading', { name: 'Report Suspect' })).toBeVisible();
});

test('remote-settings: the activity log by keyboard, its search and its scrolling table', async ({ page }) => {
  await signInByKeyboard(page, ADMIN);
  await pressUntilFocused(page, 'Tab', header(page).getByRole('button', { name: /^Notifications/ }));
  await pressUntilFocused(page, 'Shift+Tab', sidebar(page).getByRole('link').last(), 5);
  await openFromSidebarByKeyboard(page, 'Settings', 'Log Dashboard Activity');
  await expectTitle(page, 'Log Dashboard Activity');

  const search = main(page).getByRole('textbox', { name: 'Username' });
  await pressUntilFocused(page, 'Tab', search);
  await page.keyboard.type('admin');
  await page.keyboard.press('Enter');

  // The table's scrolling rows are a stop of their own; the arrow keys scroll them.
  const rows = main(page).getByRole('region', { name: 'Dashboard activity log' });
  await pressUntilFocused(page, 'Tab', rows, 40);
  await expect(rows.getByRole('row').first()).toContainText('admin');
  await page.keyboard.press('ArrowDown');
});
