// Summary report (issue 14; spec reports-settings 2, 3, 5, 7, 9) in a real
// chromium against the whole stack on the demo programme: four sections, each
// with its own year; changing one section's year asks the API for that
// section only, with that year, and only that table changes; a section's
// Download Excel makes "Summary <section> Download.xlsx", read back here and
// equal to the table; the figures are the API's; axe finds nothing serious.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, expectOneH1 } from '../support/axe';
import { expectTitle, signIn, tokenOf } from '../support/app';
import { API_URL } from '../support/stack';
import { readSheet } from '../support/xlsx';
import { pick } from '../support/widgets';

const PATH = '/dashboard/reports/summary-report';
const SECTIONS = [
  { title: 'Label Maker', path: 'summary-labelmaker' },
  { title: 'Oil Maker', path: 'summary-oilmaker' },
  { title: 'Customer Scan', path: 'summary-customer' },
  { title: 'Claim Main Dealer', path: 'summary-maindealer' },
] as const;
const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/** The body rows of a section's table (twelve months and the Total row), as the page shows them. */
async function bodyRows(page: Page, title: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: title, exact: true });
  return table.evaluate((el) =>
    [...el.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
    ),
  );
}

async function loaded(page: Page, title: string) {
  await expect.poll(async () => (await bodyRows(page, title)).at(-1)?.[0], { timeout: 20_000 }).toBe('Total');
}

async function chooseYear(page: Page, title: string, year: number) {
  // pick retries until the field shows the year: the previous section's list may still be fading
  // out (and visible) when this one opens.
  await pick(page, page.getByRole('combobox', { name: `Year: ${title}` }), String(year));
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('Summary report: each section its own year, only it changes; export read back; axe', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const summaryCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/reports/summary-')) summaryCalls.push(`${url.pathname}${url.search}`);
  });
  await page.goto(PATH);
  await expectTitle(page, 'Summary Report');
  await expectOneH1(page, 'Summary Report');

  const thisYear = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()),
  );
  for (const s of SECTIONS) await loaded(page, s.title);
  expect([...summaryCalls].sort()).toEqual(SECTIONS.map((s) => `/api/reports/${s.path}?year=${thisYear}`).sort());

  // The figures are the API's, Total row included.
  const token = await tokenOf(page);
  const api = await page.request.get(`${API_URL}/api/reports/summary-labelmaker?year=${thisYear}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await api.json()).data as { total: { total: Record<string, number> }; first_year: number };
  const labelRows = await bodyRows(page, 'Label Maker');
  expect(labelRows.at(-1)!.slice(1, 5).map(toNumber)).toEqual([
    answer.total.total.total_po,
    answer.total.total.total_scan,
    answer.total.total.total_active,
    answer.total.total.total_qr,
  ]);
  expect(answer.total.total.total_scan).toBeGreaterThan(0);
  expect(answer.first_year).toBeLessThan(thisYear); // the demo programme spans several years

  // Each section in turn: last year; the API is asked for that section only and only its table changes.
  for (const s of SECTIONS) {
    const before = Object.fromEntries(
      await Promise.all(SECTIONS.map(async (x) => [x.title, await bodyRows(page, x.title)])),
    );
    summaryCalls.length = 0;
    const answered = page.waitForResponse((r) => r.url().includes(`/api/reports/${s.path}?year=${thisYear - 1}`));
    await chooseYear(page, s.title, thisYear - 1);
    expect((await answered).status()).toBe(200);
    await loaded(page, s.title);
    await expect
      .poll(async () => JSON.stringify(await bodyRows(page, s.title)))
      .not.toBe(JSON.stringify(before[s.title]));
    expect(summaryCalls).toEqual([`/api/reports/${s.path}?year=${thisYear - 1}`]);
    for (const other of SECTIONS.filter((x) => x !== s))
      expect(await bodyRows(page, other.title), `${other.title} unchanged`).toEqual(before[other.title]);
  }

  // Download Excel of one section: the file is the table.
  const section = page.getByRole('region', { name: 'Customer Scan', exact: true });
  const shown = await bodyRows(page, 'Customer Scan');
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download Excel: Customer Scan' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Summary Customer Scan Download.xlsx');
  const rows = readSheet(await file.path());
  expect(rows[0]).toEqual(['Month', 'Total', 'Web', 'HSO', 'MPM', 'Wahana', 'Daya Motor']);
  expect(rows.slice(1)).toEqual(shown);

  // The page at rest: no button hovered (antd's hover colour is the theme's, not this page's).
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page, 'Summary report');
});
