// The four highlight pages against the running stack and its demo programme:
// each page shows the API's figures for its filter, the date buttons and the
// variant selector change what the cards and charts show (compared with the
// API's own answer, fetched here with the signed-in user's token), and the
// filter lives in the URL, so a reload shows the same view.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectTitle, signIn, tokenOf } from '../support/app';
import { API_URL } from '../support/stack';

type Range = { start: string; end: string };
type Query = Range & { variant?: number; mode?: string };

/** Today in the business time zone (Asia/Jakarta), "YYYY-MM-DD". */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const thisMonth = (): Range => ({ start: `${today().slice(0, 7)}-01`, end: today() });
const thisYear = (): Range => ({ start: `${today().slice(0, 4)}-01-01`, end: today() });
/** The cards show numbers with comma thousands. */
const shown = (n: number) => n.toLocaleString('en-US');

/** The API's answer (data) for a highlight endpoint and filter, asked with the user's token. */
async function api<T>(page: Page, path: string, query: Query): Promise<T> {
  const params = new URLSearchParams({ start: `${query.start} 00:00:00`, end: `${query.end} 23:59:59` });
  if (query.variant !== undefined) params.set('variant', String(query.variant));
  if (query.mode) params.set('mode', query.mode);
  const res = await page.request.get(`${API_URL}/api/highlight/${path}?${params}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status(), `${path} ${params}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function variantId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`${API_URL}/api/master/variants?pagination=false`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const list = ((await res.json()) as { data: { id: number; name: string }[] }).data;
  const found = list.find((v) => v.name === name);
  if (!found) throw new Error(`no variant ${name}`);
  return found.id;
}

const card = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });
const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A card shows this number (waits while it says Loading... or an older figure). */
async function expectCard(page: Page, title: string, value: number): Promise<void> {
  await expect(card(page, title).locator('.qg-stat-value')).toHaveText(shown(value));
}

/** A chart has drawn (no Loading..., an SVG inside) and shows these texts (axis labels, legend). */
async function expectChart(region: Locator, texts: (string | RegExp)[], absent: string[] = []): Promise<void> {
  await expect(region).not.toHaveAttribute('aria-busy', 'true');
  // A chart draws once near the screen (shared-ui charts/nearViewport.ts).
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('svg').first()).toBeVisible();
  for (const text of texts) await expect(region.getByText(text).first()).toBeVisible();
  for (const text of absent) await expect(region.getByText(text, { exact: true })).toHaveCount(0);
}

/** Picks a variant in the filter bar's multi-select; the page follows after the 1.5 s debounce (the URL changes). */
async function pickVariant(page: Page, name: string, id: number): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Variant' });
  await select.click();
  await select.fill(name);
  // The search leaves one option, active: Enter picks it.
  await select.press('Enter');
  await select.press('Escape');
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${id}(&|$)`));
}

async function clickPeriod(page: Page, label: 'Today' | 'This Week' | 'This Month' | 'This Year', urlPeriod: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]period=${urlPeriod}(&|$)`));
}

async function expectFilterShown(page: Page, period: string, variant: string): Promise<void> {
  await expect(page.getByRole('button', { name: period, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Filter' }).getByText(variant, { exact: true })).toBeVisible();
}

test.describe('highlight pages', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('Highlights overview: cards, Scan & Suspicious Item and Most Suspicious Product follow the filter', async ({
    page,
  }) => {
    await page.goto('/dashboard/highlight');
    await expectTitle(page, 'Highlights');
    type Overview = { total_qr: number; total_scan: number; total: number; valid: number; invalid: number };
    const month = await api<Overview>(page, 'overview', thisMonth());
    await expectCard(page, 'Total QR', month.total_qr);
    await expectCard(page, 'No. of Bottle Scan', month.total);
    await expectCard(page, 'No. of Verified Scan', month.valid);
    await expectCard(page, 'Suspicious Item Found', month.invalid);
    await expectChart(chart(page, 'Scan & Suspicious Item'), ['Week 1']);

    await clickPeriod(page, 'This Year', 'year');
    const year = await api<Overview>(page, 'overview', thisYear());
    await expectCard(page, 'No. of Bottle Scan', year.total);
    await expectCard(page, 'Total Scan', year.total_scan);
    await expectChart(chart(page, 'Scan & Suspicious Item'), ['Jan']);
    await expectChart(chart(page, 'Most Suspicious Product'), ['Total']);

    const mpx1 = await variantId(page, 'MPX1');
    await pickVariant(page, 'MPX1', mpx1);
    const filtered = await api<Overview>(page, 'overview', { ...thisYear(), variant: mpx1 });
    expect(filtered.total).toBeLessThan(year.total);
    await expectCard(page, 'No. of Bottle Scan', filtered.total);
    await expectCard(page, 'Suspicious Item Found', filtered.invalid);
    const products = await api<{ name: string }[]>(page, 'by-product', { ...thisYear(), variant: mpx1 });
    expect(products.map((p) => p.name)).toEqual(['MPX1']);

    await page.reload();
    await expectFilterShown(page, 'This Year', 'MPX1');
    await expectCard(page, 'No. of Bottle Scan', filtered.total);
  });

  test('Highlight - Label Maker: cards and charts redraw for This Year and a variant; the URL keeps the filter', async ({
    page,
  }) => {
    await page.goto('/dashboard/highlight/label-maker');
    await expectTitle(page, 'Highlight Label Maker');
    type Stats = { total_qr: number; total_scan: number; active: number; failed: number; total_inactive: number };
    const month = await api<Stats>(page, 'labelmaker-scan-overview', thisMonth());
    await expectCard(page, 'Total Scan', month.total_scan);
    await expectCard(page, 'Total Active', month.active);
    await expectChart(chart(page, 'Scan vs Active'), ['Week 1']);

    await clickPeriod(page, 'This Year', 'year');
    const year = await api<Stats>(page, 'labelmaker-scan-overview', thisYear());
    await expectCard(page, 'Total QR', year.total_qr);
    await expectCard(page, 'Total Active', year.active);
    await expectCard(page, 'Total Inactive', year.total_inactive);
    await expectChart(chart(page, 'Scan vs Active'), ['Jan', 'MPX2 Active']);
    await expectChart(chart(page, 'Detailed by Bottle Maker'), ['Berlina']);

    const mpx1 = await variantId(page, 'MPX1');
    await pickVariant(page, 'MPX1', mpx1);
    const filtered = await api<Stats>(page, 'labelmaker-scan-overview', { ...thisYear(), variant: mpx1 });
    expect(filtered.active).toBeLessThan(year.active);
    await expectCard(page, 'Total Active', filtered.active);
    await expectCard(page, 'Total Scan', filtered.total_scan);
    // The chart now has the MPX1 stacks only.
    await expectChart(chart(page, 'Scan vs Active'), ['MPX1 Active', 'Jan'], ['MPX2 Active']);

    await page.reload();
    await expectFilterShown(page, 'This Year', 'MPX1');
    await expectCard(page, 'Total Active', filtered.active);
    await expectChart(chart(page, 'Scan vs Active'), ['MPX1 Active'], ['MPX2 Active']);

    // This Week: daily buckets, and Back returns to the view before.
    await clickPeriod(page, 'This Week', 'week');
    const week = await api<Stats>(page, 'labelmaker-scan-overview', {
      start: new Date(Date.parse(`${today()}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10),
      end: today(),
      variant: mpx1,
    });
    await expectCard(page, 'Total Active', week.active);
    await page.goBack();
    await expectFilterShown(page, 'This Year', 'MPX1');
    await expectCard(page, 'Total Active', filtered.active);
  });

  test('Highlight - Oil Maker: cards and QR vs Active follow the date buttons and a variant', async ({ page }) => {
    await page.goto('/dashboard/highlight/oil-maker');
    await expectTitle(page, 'Highlight Oil Maker');
    type Stats = { total_qr: number; total_scan: number; active: number; deactivate: number };
    const month = await api<Stats>(page, 'oilmaker-scan-overview', thisMonth());
    await expectCard(page, 'Total QR', month.total_qr);
    await expectCard(page, 'Total Active', month.active);
    await expectChart(chart(page, 'QR vs Active'), ['Week 1']);

    await clickPeriod(page, 'This Year', 'year');
    const year = await api<Stats>(page, 'oilmaker-scan-overview', thisYear());
    await expectCard(page, 'Total Scan', year.total_scan);
    await expectCard(page, 'Total Deactivate', year.deactivate);
    await expectChart(chart(page, 'QR vs Active'), ['Jan']);

    const spx1 = await variantId(page, 'SPX1');
    await pickVariant(page, 'SPX1', spx1);
    const filtered = await api<Stats>(page, 'oilmaker-scan-overview', { ...thisYear(), variant: spx1 });
    await expectCard(page, 'Total Active', filtered.active);
    await expectCard(page, 'Total QR', filtered.total_qr);
    await expectChart(chart(page, 'QR vs Active'), ['SPX1 Active'], ['MPX1 Active']);
    const companies = await api<{ count: number; sub_data: { variant: string }[] }[]>(
      page,
      'oilmaker-company-overview',
      {
        ...thisYear(),
        variant: spx1,
      },
    );
    expect(companies.reduce((s, c) => s + c.count, 0)).toBe(filtered.active);
    expect(companies.flatMap((c) => c.sub_data.map((v) => v.variant))).toEqual(
      expect.arrayContaining(companies.length ? ['SPX1'] : []),
    );

    await page.reload();
    await expectFilterShown(page, 'This Year', 'SPX1');
    await expectCard(page, 'Total Active', filtered.active);
  });

  test('Highlight - Customer: This Month only, a variant changes cards and charts, the URL keeps it', async ({
    page,
  }) => {
    await page.goto('/dashboard/highlight/customer');
    await expectTitle(page, 'Highlight Customer');
    // No date controls on this page: its figures are This Month's.
    await expect(page.getByRole('button', { name: 'This Year', exact: true })).toHaveCount(0);
    type Stats = { scan: number; report: number; valid: number; invalid: number; expired: number };
    const month = await api<Stats>(page, 'customer-variant-overview', thisMonth());
    await expectCard(page, 'Total Scan Product', month.scan);
    await expectCard(page, 'Valid Product', month.valid);
    await expectCard(page, 'Inactive Product', month.invalid);
    await expectChart(chart(page, 'Scan vs Report'), ['Week 1']);

    const mpx1 = await variantId(page, 'MPX1');
    await pickVariant(page, 'MPX1', mpx1);
    const filtered = await api<Stats>(page, 'customer-variant-overview', { ...thisMonth(), variant: mpx1 });
    expect(filtered.scan).toBeLessThan(month.scan);
    await expectCard(page, 'Total Scan Product', filtered.scan);
    await expectCard(page, 'Valid Product', filtered.valid);
    const series = await api<{ scan: number }[]>(page, 'scan-report-overview', {
      ...thisMonth(),
      variant: mpx1,
      mode: 'MONTHLY',
    });
    expect(series.reduce((s, r) => s + r.scan, 0)).toBe(filtered.scan);

    await page.reload();
    await expect(page.getByRole('group', { name: 'Filter' }).getByText('MPX1', { exact: true })).toBeVisible();
    await expectCard(page, 'Total Scan Product', filtered.scan);
  });
});
