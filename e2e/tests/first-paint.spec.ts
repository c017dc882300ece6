// The first frame (issue 10): opening a signed-in page, its title and heading are on screen
// before any of the dashboard's code has arrived (index.html's data, drawn by main.js), where the
// page then draws them, in the user's language.
import { expect, test, type Page, type Route } from '@playwright/test';
import { adminSpeaksEnglish, chooseLanguage, openUserMenu, signIn } from '../support/app';

// The admin speaks English again for the tests after these, whatever happened here.
test.afterEach(({ request }) => adminSpeaksEnglish(request));

/** Holds every script but main.js until `release` is called. */
async function holdDashboardCode(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route: Route) => {
    if (new URL(route.request().url()).pathname !== '/main.js') await released;
    await route.continue();
  });
  return { release };
}

test('a signed-in page shows its title and heading before its code, where the page draws them', async ({ page }) => {
  await signIn(page);
  const held = await holdDashboardCode(page);
  await page.goto('/dashboard/reports/customer', { waitUntil: 'domcontentloaded' });

  const firstHeading = page.locator('.qg-first-heading');
  await expect(page.locator('.qg-first-title')).toHaveText('Report Customer');
  await expect(firstHeading).toHaveText('Report Customer');
  // A picture only: nothing in it for assistive technology.
  await expect(page.getByRole('main')).toHaveCount(0);
  await expect(page.getByRole('heading')).toHaveCount(0);
  const framed = await firstHeading.boundingBox();

  held.release();
  const heading = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(heading).toHaveText('Report Customer');
  await expect(page.locator('.qg-first-frame')).toHaveCount(0);
  // The page's heading is where the frame showed it.
  const drawn = await heading.boundingBox();
  expect(Math.abs(drawn!.x - framed!.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(drawn!.y - framed!.y)).toBeLessThanOrEqual(2);
  expect(Math.abs(drawn!.height - framed!.height)).toBeLessThanOrEqual(2);
});

test('the first frame speaks the language the user chose', async ({ page }) => {
  await signIn(page);
  await chooseLanguage(page, /^language$/i, 'Bahasa Indonesia');
  const held = await holdDashboardCode(page);
  await page.goto('/dashboard/highlight/label-maker', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.qg-first-title')).toHaveText('Sorotan Label Maker');
  await expect(page.locator('.qg-first-heading')).toHaveText('Sorotan - Label Maker');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  held.release();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Sorotan - Label Maker');
});

test('no first frame without a session: the sign-in page as before', async ({ page }) => {
  await page.goto('/dashboard/highlight/label-maker');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.qg-first-frame')).toHaveCount(0);
});

/**
 * The antd styles made in the browser: each style element antd's engine adds for a component
 * (the CSS variables of the design tokens, which carry the product's colours, are left out).
 */
function runtimeComponentStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')]
      .map((style) => (style.textContent ?? '').slice(0, 80))
      .filter((text) => text !== ''),
  );
}

for (const { width, height } of [
  { width: 1350, height: 940 },
  { width: 390, height: 844 },
]) {
  test(`the first page's antd styles come with the dashboard's code, none made in the browser (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('switch', { name: /view as table/i })).toHaveCount(3);
    await expect(main.locator('.qg-stat-value').first()).not.toHaveText('Loading...');
    // A popup too: the user menu's styles are the dropdown's.
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Made in the browser, a style would name its component here: add it to
    // host/build/antdFirstScreenStyles.cjs's FIRST_SCREEN_COMPONENTS.
    expect(await runtimeComponentStyles(page)).toEqual([]);
    // The styles are there: antd's primary button is the product's blue.
    await expect(main.getByRole('button', { name: 'This Month' })).toHaveCSS('background-color', 'rgb(9, 88, 217)');
  });
}
