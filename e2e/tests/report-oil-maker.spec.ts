// Report - Oil Maker (issue 11; spec reports-settings 2, 3, 4, 7, 9) in a real
// chromium against the whole stack: the filter (This Year and an oil maker)
// is kept in the URL; the Activation Report's Activate adds up to the
// history's rows with status ACTIVATE for the same filter, newest first; both
// Download Excel buttons make xlsx files with the spec's names that are read
// back; axe finds nothing serious.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, expectOneH1 } from '../support/axe';
import { expectTitle, signIn } from '../support/app';
import { dataTable, filterYearCompanyStatus, tableTotal } from '../support/widgets';
import { readSheet } from '../support/xlsx';

const PATH = '/dashboard/reports/oil-maker';
const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/** The sum of one series of a chart shown as a table. */
async function chartColumnSum(page: Page, name: string, column: string): Promise<number> {
  return page.getByRole('table', { name, exact: true }).evaluate((table, wanted) => {
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const index = headers.indexOf(wanted);
    let sum = 0;
    for (const row of table.querySelectorAll('tbody tr'))
      sum += Number((row.children[index]?.textContent ?? '0').replace(/,/g, '')) || 0;
    return sum;
  }, column);
}

const DATE = /^(\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
const instant = (text: string) => new Date(text.replace(DATE, '$2 $1, $3 $4:$5:$6')).getTime();

test('Report - Oil Maker: filter in the URL, Activate equals history, exports, axe', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  await page.goto(PATH);
  await expectTitle(page, 'Report Oil Maker');
  await expectOneH1(page, 'Report Oil Maker');
  const main = page.getByRole('main');

  await filterYearCompanyStatus(page, main, { selector: 'Oil maker', urlKey: 'oilmaker', status: 'ACTIVATE' });

  const chart = main.getByRole('region', { name: 'Activation Report', exact: true });
  await chart.getByRole('switch', { name: 'View as table' }).click();
  await expect(chart).not.toHaveAttribute('aria-busy', 'true');
  const history = dataTable(page, 'History Report');
  await expect
    .poll(async () => (await chartColumnSum(page, 'Activation Report', 'Activate')) - (await tableTotal(history)), {
      timeout: 20_000,
    })
    .toBe(0);
  const total = await tableTotal(history);
  expect(total).toBeGreaterThan(0);

  // Newest first, dates DD MMM YYYY HH:mm:ss, volume in litres.
  const dates = await history
    .locator('.ant-table-tbody tr.ant-table-row')
    .evaluateAll((rows) => rows.map((row) => row.lastElementChild?.textContent ?? ''));
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date).toMatch(DATE);
  const times = dates.map(instant);
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  await expect(history.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(/\d+(\.\d+)? Lt/);

  const historyDownload = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Download Excel', exact: true }).click();
  const historyFile = await historyDownload;
  expect(historyFile.suggestedFilename()).toBe('Report Oil Maker Download.xlsx');
  const rows = readSheet(await historyFile.path());
  expect(rows[0]).toEqual(['Product Name', 'Volume', 'QR Code', 'Status', 'Oil Maker', 'Scan Date']);
  expect(rows.length - 1).toBe(total);
  expect(rows.slice(1).every((row) => row[3] === 'ACTIVATE')).toBe(true);

  const chartDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download Excel: Activation Report' }).click();
  const chartFile = await chartDownload;
  expect(chartFile.suggestedFilename()).toBe('Activation Report Oil Maker Download.xlsx');
  const chartRows = readSheet(await chartFile.path());
  expect(chartRows[0]).toEqual(['Period', 'Activate', 'Deactivate']);
  expect(chartRows.slice(1).reduce((sum, row) => sum + toNumber(row[1] ?? '0'), 0)).toBe(total);

  await expectNoSeriousViolations(page, 'Report - Oil Maker');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page does not scroll sideways; the history scrolls in its own focusable region', async ({ page }) => {
    await signIn(page);
    await page.goto(`${PATH}?period=year`);
    const body = page.getByRole('region', { name: 'History Report', exact: true });
    await expect(body.locator('tr.ant-table-row').first()).toBeVisible();
    await expect(body).toHaveAttribute('tabindex', '0');
    // The wide table scrolls inside its region, not the page.
    expect(await body.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
        message: 'the page is wider than the phone',
      })
      .toBe(true);
    await body.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => body.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
