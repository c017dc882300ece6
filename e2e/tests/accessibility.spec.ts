// WCAG 2.2 AA with axe-core on every page (issue 10): signed out, signed in
// (each highlight page with its charts drawn, each page of the reports and
// settings areas, edit profile, the work-order list of role 2), with a popup
// open and with the charts as tables. Each page also has exactly one h1, and draws the title
// and heading its first frame showed.
// The small things ride along: the favicon is served and linked, the footer
// shows the current year.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, expectOneH1 } from '../support/axe';
import { dialog, expectTitle, header, loginForm, openUserMenu, signIn } from '../support/app';
import { animationsDone } from '../support/widgets';

/** Every block of a page has its figures: no Loading..., every chart drawn (or saying No Data). */
async function expectPageReady(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main).not.toBeEmpty();
  await expect(main.getByText('Loading...')).toHaveCount(0);
  for (const card of await main.locator('.qg-chart-card').all()) {
    await expect(card).not.toHaveAttribute('aria-busy', 'true');
    // A chart draws once near the screen (shared-ui charts/nearViewport.ts), as the reader scrolls.
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('.apexcharts-canvas, .ant-empty, table').first()).toBeVisible();
  }
  // antd's opening animations draw text half transparent for a moment; spinners and the
  // "new" badge's pulse run for ever and are left alone.
  await animationsDone(page);
}

/**
 * A page with a first frame (index.html's data, host/src/firstPaint) draws the title and heading
 * that frame showed before its code arrived.
 */
async function expectFirstFrameTexts(page: Page, path: string): Promise<void> {
  const pages = JSON.parse((await page.locator('#qg-first-paint').textContent()) ?? '{}') as Record<
    string,
    { en: [string, string] }
  >;
  const texts = pages[path]?.en;
  if (!texts) return;
  await expect(header(page).getByRole('heading', { level: 1 })).toHaveText(texts[0]);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(texts[1]);
}

async function checkPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expectTitle(page, title);
  await expectPageReady(page);
  await expectFirstFrameTexts(page, path);
  await expectOneH1(page, title);
  await expectNoSeriousViolations(page, path);
}

test.describe('signed out', () => {
  test('the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await expect(loginForm(page).submit).toBeVisible();
    await expectOneH1(page, 'QR Guard');
    await expectNoSeriousViolations(page, '/login');
  });

  test('a refused cross-client link: the error popup over the sign-in page', async ({ page }) => {
    await page.goto('/cross-client?code=not-a-code');
    await expect(page).toHaveURL(/\/login$/);
    await expect(dialog(page, 'Error!')).toBeVisible();
    await expectNoSeriousViolations(page, '/cross-client error');
  });

  test('the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectOneH1(page, 'Page Not Found');
    await expectNoSeriousViolations(page, 'not found');
  });

  test('the favicon is linked and served', async ({ page }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const icon = await page.request.get(new URL(href!, page.url()).toString());
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('the highlight pages, with their charts drawn', async ({ page }) => {
    for (const [path, title] of [
      ['/dashboard/highlight', 'Highlights'],
      ['/dashboard/highlight/label-maker', 'Highlight Label Maker'],
      ['/dashboard/highlight/oil-maker', 'Highlight Oil Maker'],
      ['/dashboard/highlight/customer', 'Highlight Customer'],
    ] as const) {
      await checkPage(page, path, title);
      await expect(page.getByRole('main').locator('.apexcharts-canvas').first()).toBeVisible();
    }
  });

  test('the reports area', async ({ page }) => {
    // Nine pages, each loaded and checked by axe: longer than one page's budget on a busy machine.
    test.slow();
    for (const [path, title] of [
      ['/dashboard/customer-activities', 'Customer Activities'],
      ['/dashboard/consumer-insights', 'Consumer Insights'],
      ['/dashboard/reports/customer', 'Report Customer'],
      ['/dashboard/reports/label-maker', 'Report Label Maker'],
      ['/dashboard/reports/oil-maker', 'Report Oil Maker'],
      ['/dashboard/reports/qrcode', 'Report QR Code'],
      ['/dashboard/reports/suspect', 'Report Suspect'],
      ['/dashboard/reports/summary-report', 'Summary Report'],
      ['/dashboard/reports/not-found', 'Not Found Log'],
    ] as const)
      await checkPage(page, path, title);
  });

  test('the settings area', async ({ page }) => {
    for (const [path, title] of [
      ['/dashboard/settings/log-history-activity', 'Log Dashboard Activity'],
      ['/dashboard/settings/user-management/dashboard-user', 'Dashboard User Management'],
      ['/dashboard/settings/user-management/oil-maker-app', 'Oil Maker App User Management'],
      ['/dashboard/settings/user-management/penindakan-app', 'Penindakan App User Management'],
    ] as const)
      await checkPage(page, path, title);
  });

  test('edit profile, and its error popup', async ({ page }) => {
    await checkPage(page, '/edit-profile', 'Edit Profile');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page, 'Error!')).toBeVisible();
    await expectNoSeriousViolations(page, 'edit profile with the Error! popup');
  });

  test('an unknown page inside the dashboard', async ({ page }) => {
    await checkPage(page, '/dashboard/nowhere', 'Page Not Found');
  });

  test('the user menu and the notification list open', async ({ page }) => {
    await expectPageReady(page);
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the user menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeHidden();

    await header(page)
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the notification list open');
  });

  test('every chart of the label-maker page as a table', async ({ page }) => {
    await expectPageReady(page);
    const main = page.getByRole('main');
    for (const toggle of await main.getByRole('switch', { name: 'View as table' }).all()) await toggle.click();
    await expect(main.locator('.apexcharts-canvas')).toHaveCount(0);
    await expect(main.getByRole('table').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the label-maker charts as tables');
  });

  test('the footer shows the current year', async ({ page }) => {
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} QR Guard`);
  });
});

test('the work-order list of a role 2 user', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill('workorder');
  await form.password.fill('workorder');
  await form.submit.click();
  await expect(page).not.toHaveURL(/\/login$/);
  await checkPage(page, '/work-order-listing', 'List Work Order');
});
