// Report - Label Maker (issue 11; spec reports-settings 2, 3, 4, 7, 9) in a
// real chromium against the whole stack: the filter (This Year and a label
// maker) is kept in the URL; the Checking Report's Passed adds up to the
// history's rows with status Success for the same filter; the purchase
// orders show their lines with the 4 % spare; both Download Excel buttons
// make xlsx files that are read back; axe finds nothing serious.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, expectOneH1 } from '../support/axe';
import { expectTitle, signIn } from '../support/app';
import { dataTable, filterYearCompanyStatus, tableTotal } from '../support/widgets';
import { readSheet } from '../support/xlsx';

const PATH = '/dashboard/reports/label-maker';
const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/** Every value cell of a chart shown as a table, summed. */
async function chartSum(page: Page, name: string): Promise<number> {
  return page.getByRole('table', { name, exact: true }).evaluate((table) => {
    let sum = 0;
    for (const cell of table.querySelectorAll('tbody td'))
      sum += Number((cell.textContent ?? '0').replace(/,/g, '')) || 0;
    return sum;
  });
}

test('Report - Label Maker: filter in the URL, chart equals history, PO lines, exports, axe', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  await page.goto(PATH);
  await expectTitle(page, 'Report Label Maker');
  await expectOneH1(page, 'Report Label Maker');
  const main = page.getByRole('main');

  // This Year, the first label maker of the list, the history with status Success; each kept in the URL.
  await filterYearCompanyStatus(page, main, { selector: 'Label maker', urlKey: 'labelmaker', status: 'Success' });

  const chart = main.getByRole('region', { name: 'Checking Report', exact: true });
  await chart.getByRole('switch', { name: 'View as table' }).click();
  await expect(chart).not.toHaveAttribute('aria-busy', 'true');
  const history = dataTable(page, 'Label Maker History');
  await expect(history.locator('.ant-spin-spinning')).toHaveCount(0);
  // Both blocks follow the same filter; once both have loaded their totals agree.
  await expect
    .poll(async () => (await chartSum(page, 'Checking Report')) - (await tableTotal(history)), { timeout: 20_000 })
    .toBe(0);
  const total = await tableTotal(history);
  expect(total).toBeGreaterThan(0);
  expect(await chartSum(page, 'Checking Report')).toBe(total);

  // Every shown row: volume in litres, date DD MMM YYYY HH:mm:ss, status Success.
  const firstRow = history.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toContainText('Success');
  await expect(firstRow).toContainText(/\d+(\.\d+)? Lt/);
  await expect(firstRow).toContainText(/\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}/);

  // The purchase orders of the filter, each with its lines and the 4 % spare.
  const po = dataTable(page, 'Report by Purchase Order');
  const lines = po.getByRole('table', { name: /^Lines of PO / }).first();
  await expect(lines).toBeVisible();
  await expect(lines.getByRole('columnheader', { name: 'Spare (4%)' })).toBeVisible();
  const lineCells = await lines.locator('tbody tr.ant-table-row').first().locator('td').allTextContents();
  const [qrTotal, spare] = [toNumber(lineCells[1]!), toNumber(lineCells[2]!)];
  expect(spare).toBeGreaterThan(0);
  expect(qrTotal - spare).toBeGreaterThan(0);
  expect(spare).toBe(Math.ceil((qrTotal - spare) * 0.04));

  // Download Excel of the history: every row of the filter, the table's columns.
  const historyDownload = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Download Excel', exact: true }).click();
  const historyFile = await historyDownload;
  expect(historyFile.suggestedFilename()).toBe('Report Label Maker Download.xlsx');
  const rows = readSheet(await historyFile.path());
  expect(rows[0]).toEqual([
    'Product Name',
    'Variant',
    'Volume',
    'Serial Number',
    'QR Code',
    'Status',
    'Label Maker',
    'Scan Date',
  ]);
  expect(rows.length - 1).toBe(total);
  expect(rows.slice(1).every((row) => row[5] === 'Success')).toBe(true);
  expect(rows[1]![2]).toMatch(/^\d+(\.\d+)? Lt$/);

  // Download Excel of the chart (the original's button did nothing): Passed sums to the same total.
  const chartDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download Excel: Checking Report' }).click();
  const chartFile = await chartDownload;
  expect(chartFile.suggestedFilename()).toBe('Checking Report Label Maker Download.xlsx');
  const chartRows = readSheet(await chartFile.path());
  expect(chartRows[0]!.slice(0, 2)).toEqual(['Period', 'Passed']);
  expect(chartRows.slice(1).reduce((sum, row) => sum + toNumber(row[1] ?? '0'), 0)).toBe(total);

  await expectNoSeriousViolations(page, 'Report - Label Maker');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page does not scroll sideways; the history scrolls in its own focusable region', async ({ page }) => {
    await signIn(page);
    await page.goto(`${PATH}?period=year`);
    const body = page.getByRole('region', { name: 'Label Maker History', exact: true });
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
