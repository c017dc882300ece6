// Consumer Insight (issue 14; spec reports-settings 2) in a real chromium
// against the whole stack on the demo programme: every chart is drawn (an
// ApexCharts SVG in each card), each card's figures read as a table are the
// API's for the same range, the variant filter goes to the URL and the calls,
// and a chart's Download Excel writes its figures; axe finds nothing serious.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, expectOneH1 } from '../support/axe';
import { expectTitle, signIn, tokenOf } from '../support/app';
import { API_URL } from '../support/stack';
import { readSheet } from '../support/xlsx';

/** Today in Jakarta (the business time zone). */
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const RANGE = { start: '2023-01-01', end: today };
const PATH = `/dashboard/consumer-insights?start=${RANGE.start}&end=${RANGE.end}`;
const CHARTS = [
  'Scans by Variant',
  'Scans by Customer Type',
  'Scans by Hour of Day',
  'Scans by Day of Week',
  'Scans by Province',
  'Scans by City',
  'Repeat Scans',
  'Shelf Time',
  'Counterfeit and Suspicious Scans',
  'New Suspect Flags',
  'Report Reasons',
] as const;
const fmt = (n: number) => n.toLocaleString('en-US');

const card = (page: Page, title: string): Locator =>
  page.getByRole('main').getByRole('region', { name: title, exact: true });

async function api<T>(page: Page, endpoint: string, query: Record<string, string> = RANGE): Promise<T> {
  const answer = await fetch(`${API_URL}/api/insight/${endpoint}?${new URLSearchParams(query).toString()}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** A card's figures as its "View as table" shows them: [label, value] per body row. */
async function tableOf(page: Page, title: string): Promise<string[][]> {
  const region = card(page, title);
  const toggle = region.getByRole('switch', { name: 'View as table' });
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  const table = region.getByRole('table');
  await expect(table).toBeVisible();
  return table.evaluate((el) =>
    [...el.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
    ),
  );
}

test('Consumer Insight draws every chart from the API, filters by variant, exports a chart', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto(PATH);
  await expectTitle(page, 'Consumer Insights');
  await expectOneH1(page, 'Consumer Insights');

  await test.step('every chart is drawn', async () => {
    for (const title of CHARTS) {
      // Each chart draws once near the screen (shared-ui charts/nearViewport.ts): scrolled to, as a reader does.
      await card(page, title).scrollIntoViewIfNeeded();
      await expect(card(page, title).locator('.apexcharts-canvas, svg.apexcharts-svg').first()).toBeVisible({
        timeout: 30_000,
      });
    }
    await expect(page.getByRole('region', { name: 'Customer scans by city', exact: true })).toBeVisible();
    await expect(page.getByText(/age band|gender/i)).toHaveCount(0);
  });

  await test.step('the figures are the API’s for the same range', async () => {
    const auth = await api<{ scans: number; valid: number; not_found: number; suspicious_scans: number }>(
      page,
      'authenticity',
    );
    expect(auth.scans).toBeGreaterThan(0);
    const outcomes = await tableOf(page, 'Counterfeit and Suspicious Scans');
    expect(outcomes.find((r) => r[0] === 'Genuine')?.[1]).toBe(fmt(auth.valid));
    expect(outcomes.find((r) => r[0] === 'Counterfeit label (code not found)')?.[1]).toBe(fmt(auth.not_found));
    expect(outcomes.find((r) => r[0] === 'Suspicious code')?.[1]).toBe(fmt(auth.suspicious_scans));
    await expect(page.getByText(`(of ${fmt(auth.scans)} scans)`)).toBeVisible();

    const channels = await api<{ customer_type: string; count: number }[]>(page, 'channels');
    expect(await tableOf(page, 'Scans by Customer Type')).toEqual(channels.map((c) => [c.customer_type, fmt(c.count)]));
    const repeat = await api<{ band: string; codes: number }[]>(page, 'repeat-scans');
    expect((await tableOf(page, 'Repeat Scans')).map((r) => r[1])).toEqual(repeat.map((r) => fmt(r.codes)));
    // Every breakdown of the scans adds up to the same total.
    const sum = (rows: string[][]) => rows.reduce((s, r) => s + Number((r[1] ?? '0').replace(/,/g, '')), 0);
    expect(sum(await tableOf(page, 'Scans by Variant'))).toBe(auth.scans);
    expect(sum(await tableOf(page, 'Scans by City'))).toBe(auth.scans);
  });

  // Before any button is clicked: axe checks the page at rest, not a button under the mouse.
  await test.step('axe finds nothing serious', async () => {
    await expectNoSeriousViolations(page, 'Consumer Insight');
  });

  await test.step('a chart’s Download Excel writes its figures', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Scans by Customer Type' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Consumer Insight - Scans by Customer Type.xlsx');
    const rows = readSheet(await file.path());
    const channels = await api<{ customer_type: string; count: number }[]>(page, 'channels');
    expect(rows[0]).toEqual(['Customer type', 'Scans']);
    expect(rows.slice(1).map((r) => [r[0], Number(String(r[1]).replace(/,/g, ''))])).toEqual(
      channels.map((c) => [c.customer_type, c.count]),
    );
  });

  await test.step('a variant in the URL goes to every call', async () => {
    const variants = await api<{ variant_id: number; variant: string; count: number }[]>(page, 'variants');
    const mpx = variants.find((v) => v.variant_id !== 0 && v.count > 0)!;
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/insight/')) calls.push(url.search);
    });
    await page.goto(`${PATH}&variant=${mpx.variant_id}`);
    const byVariant = await tableOf(page, 'Scans by Variant');
    expect(byVariant).toEqual([[mpx.variant, fmt(mpx.count)]]);
    expect(calls.length).toBeGreaterThanOrEqual(8);
    for (const search of calls) expect(search).toContain(`variant=${mpx.variant_id}`);
  });
});
