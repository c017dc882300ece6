// Phone (390 x 844) and tablet upright (768 x 1024), issue 10: the sign-in page
// and one page of each remote (label-maker highlights with its charts drawn, a
// report, the activity log) never scroll sideways; the sidebar is a drawer
// opened from the header's menu button and leads to each page; the date
// filter's calendar stays on screen. Each page is saved as a screenshot in
// e2e/playwright-report/screenshots (ignored by git) for a person to look at:
// not in test-results, which every Playwright run empties, whoever starts it.
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { header, LANDING_PATH, loginForm, signIn } from '../support/app';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

const SCREENSHOTS = path.join(__dirname, '..', 'playwright-report', 'screenshots');

const CHART_TITLES = ['Scan vs Active', 'Detailed by Bottle Maker', 'QR Active By Label Maker'];

/** No horizontal scrolling; on failure the message names what sticks out. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = () =>
    page.evaluate(() => {
      const width = window.innerWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      return [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${element.scrollWidth}px`);
    });
  await expect.poll(overflow, { message: 'elements wider than the window' }).toEqual([]);
}

async function screenshot(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: path.join(SCREENSHOTS, `${width}x${height}-${name}.png`), fullPage: true });
}

/** Opens the menu from the header, walks the groups to the page and checks the drawer closes and gives focus back. */
async function openFromDrawer(page: Page, ...labels: string[]): Promise<void> {
  const button = header(page).getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (const [index, label] of labels.entries()) {
    const item = drawer.getByRole('menuitem').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) });
    const isLast = index === labels.length - 1;
    if (!isLast && (await item.getAttribute('aria-expanded')) === 'true') continue;
    await item.click();
  }
  await expect(drawer).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
}

/** Waits until the label-maker page's figures and its three charts are drawn, with the first label maker's ring. */
async function chartsDrawn(page: Page): Promise<void> {
  await expect(page.locator('.qg-stat-value').first()).not.toHaveText('Loading...');
  for (const title of CHART_TITLES) {
    const card = page.locator('.qg-chart-card').filter({ hasText: title });
    await expect(card).not.toHaveAttribute('aria-busy', 'true');
    // On a phone the lower charts draw as the reader scrolls to them (shared-ui charts/nearViewport.ts).
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('svg.apexcharts-svg').first()).toBeVisible();
  }
  await page.locator('.qg-breakdown-ring').scrollIntoViewIfNeeded();
  await expect(page.locator('.qg-breakdown-ring svg.apexcharts-svg')).toBeVisible();
  // Back to the top, where the filter bar is.
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every chart's drawing fits inside its card (ApexCharts follows its container's width). */
async function expectChartsFitTheirCards(page: Page): Promise<void> {
  const sticksOut = () =>
    page.locator('.qg-chart-card').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('svg.apexcharts-svg')]
          .filter((svg) => svg.getBoundingClientRect().right > box.right + 1)
          .map(() => card.getAttribute('aria-label'));
      }),
    );
  await expect.poll(sticksOut, { message: 'charts wider than their card' }).toEqual([]);
}

/** Opens the filter's range picker on one field and checks the calendar is wholly inside the window. */
async function expectCalendarOnScreen(page: Page, picker: Locator, field: 0 | 1): Promise<void> {
  await picker.locator('input').nth(field).click();
  const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(calendar).toBeVisible();
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  // Polled: the calendar slides in, and its box is final once the animation ends.
  await expect
    .poll(async () => {
      const box = await calendar.boundingBox();
      if (!box) return 'not laid out';
      const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
      return inside ? 'inside' : `at ${Math.round(box.x)},${Math.round(box.y)} size ${box.width}x${box.height}`;
    })
    .toBe('inside');
}

async function expectDatePickerOnScreen(page: Page): Promise<void> {
  const picker = page.getByRole('group', { name: 'Filter' }).locator('.ant-picker-range');
  await expectCalendarOnScreen(page, picker, 0);
  await screenshot(page, `${new URL(page.url()).pathname.split('/').pop()}-calendar`);
  await expectCalendarOnScreen(page, picker, 1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
}

// ApexCharts reads its defaults from window.Apex: without the drawing animation the
// screenshots show the charts as they end, not half-drawn.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { Apex: object }).Apex = { chart: { animations: { enabled: false } } };
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the sign-in page fits the screen', async ({ page }) => {
      await page.goto('/login');
      await expect(loginForm(page).submit).toBeVisible();
      await expectNoSideScroll(page);
      await screenshot(page, 'login');
    });

    test('remote-highlights: the label-maker page fits, charts drawn, and its calendar stays on screen', async ({
      page,
    }) => {
      await signIn(page);
      // Below 992 px the sidebar is not beside the page.
      await expect(page.getByRole('complementary')).toHaveCount(0);
      await chartsDrawn(page);
      await expectNoSideScroll(page);
      await expectChartsFitTheirCards(page);
      await screenshot(page, 'label-maker');
      await expectDatePickerOnScreen(page);
    });

    test('remote-reports: the drawer from the header leads to a report, which fits', async ({ page }) => {
      await signIn(page);
      await openFromDrawer(page, 'Reports', 'Report Customer');
      await expect(page).toHaveURL(/\/dashboard\/reports\/customer$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Report Customer' })).toBeVisible();
      await expectNoSideScroll(page);
      await screenshot(page, 'report-customer');
    });

    test('remote-settings: the activity log fits (its table scrolls in its own box) and its calendar stays on screen', async ({
      page,
    }) => {
      await signIn(page);
      await openFromDrawer(page, 'Settings', 'Log Dashboard Activity');
      await expect(page).toHaveURL(/\/dashboard\/settings\/log-history-activity$/);
      await expect(page.locator('.qg-data-table tbody tr[data-row-key]').first()).toBeVisible();
      await expectNoSideScroll(page);
      await screenshot(page, 'log-activity');
      await expectDatePickerOnScreen(page);
    });
  });
}

test.describe('turning a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the charts redraw to the new width', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
    await chartsDrawn(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectChartsFitTheirCards(page);
    await expectNoSideScroll(page);
  });
});
