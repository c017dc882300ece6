// A suspect raised by customers' scans reaches a signed-in admin's bell at
// once, through the live stream: well before the bell's one-minute refresh,
// with no reload and no click.
import { expect, test, type Page } from '@playwright/test';
import { signIn, tokenOf } from '../support/app';
import { API_URL } from '../support/stack';

const JAKARTA = { lat: -6.2088, lng: 106.8456 };
const MEDAN = { lat: 3.5952, lng: 98.6722 };

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ new$/ });

async function customerScan(page: Page, qrcode: string, at: { lat: number; lng: number }) {
  const res = await page.request.post(`${API_URL}/api/scan`, {
    data: { url: `https://qrguard.id/q/${qrcode}`, ...at },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { status: string; suspicious: boolean } }).data;
}

async function unflaggedActivatedCode(page: Page): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  for (let p = 1; p <= 5; p++) {
    const list = await page.request.get(`${API_URL}/api/reports/qrcode?status=ACTIVE&limit=100&page=${p}`, { headers });
    expect(list.status()).toBe(200);
    const rows = ((await list.json()) as { data: { id: number }[] }).data;
    for (const { id } of rows) {
      const res = await page.request.get(`${API_URL}/api/reports/qrcode/details?id=${id}`, { headers });
      // The details answer a list of one record (spec reports-settings 3).
      const [d] = ((await res.json()) as { data: Detail[] }).data;
      if (!d) continue;
      if (d.oil_active_date && d.is_expired === 0 && d.customer_scans <= 3 && d.suspect_reasons.length === 0)
        return d.qrcode;
    }
  }
  throw new Error('no activated code without a suspect flag in the demo data');
}

interface Detail {
  qrcode: string;
  is_expired: 0 | 1;
  oil_active_date: string | null;
  customer_scans: number;
  suspect_reasons: string[];
}

test('a bottle scanned in Jakarta and then in Medan moments later shows up in the bell at once', async ({ page }) => {
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/v1/notification/stream') && r.status() === 200);
  await signIn(page);
  await streamOpen;

  // Start from zero new: open the bell, then close it (spec: the second click resets the counter).
  await bell(page).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).or(page.getByText('No notifications'))).toBeVisible();
  await bell(page).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 new');

  // An activated, unexpired code nobody has flagged and few customers scanned (found through the
  // QR Code report, which has no rate limit), so its first scan here is valid and not suspicious.
  const chosen = await unflaggedActivatedCode(page);
  const first = await customerScan(page, chosen, JAKARTA);
  expect(first).toMatchObject({ status: 'valid', suspicious: false });

  // 1,400 km in seconds: a clone.
  expect((await customerScan(page, chosen, MEDAN)).suspicious).toBe(true);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new', { timeout: 15_000 });
  await bell(page).click();
  await expect(page.getByText(new RegExp(`QR ${chosen} is suspicious`))).toBeVisible();
});
