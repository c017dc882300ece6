// A suspect raised by customers' scans reaches a signed-in admin's bell at
// once, through the live stream: well before the bell's one-minute refresh,
// with no reload and no click.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/app';
import { API_URL } from '../support/stack';
import { unflaggedActivatedCode } from '../support/widgets';

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
