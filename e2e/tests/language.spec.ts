// Language (issue 10): the user picks Bahasa Indonesia in the header; the
// host and the pages of every remote speak it at once (one i18next for all),
// <html lang> follows, and the choice survives a reload and a new sign-in
// (kept with the user by the API). The admin is set back to English after,
// through the API, so the other tests read English whatever happens here.
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  adminSpeaksEnglish,
  chooseLanguage,
  header,
  LANDING_PATH,
  sidebar,
  signIn,
  signOut,
  tokenOf,
} from '../support/app';

test.afterEach(({ request }) => adminSpeaksEnglish(request));

test('Bahasa Indonesia chosen in the header applies to the host and every remote, and is remembered', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await chooseLanguage(page, /^language$/i, 'Bahasa Indonesia');

  // The host: header title, sidebar, user menu's button; the remote's page below them.
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(header(page).getByText('Sorotan Label Maker', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('menuitem', { name: 'Pengaturan' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Menu pengguna' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sorotan - Label Maker' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bulan Ini' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scan vs Aktif' })).toBeVisible();

  // A reload keeps it (the session and the API both hold it).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { name: 'Sorotan - Label Maker' })).toBeVisible();

  // One page of each other remote.
  await page.goto('/dashboard/reports/suspect');
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan Mencurigakan' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Laporan Mencurigakan' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Alasan' })).toBeVisible();
  await page.goto('/dashboard/settings/log-history-activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Log Aktivitas Dasbor' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Akses Terakhir' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saring' })).toBeVisible();

  // Signed out, the sign-in page keeps this browser's last choice; signing in again reads the user's.
  await page.goto(LANDING_PATH);
  await header(page).getByRole('button', { name: 'Menu pengguna' }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('checkbox', { name: 'Ingat saya' })).toBeVisible();
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('textbox', { name: 'Nama pengguna' })).toHaveAccessibleDescription(
    'Silakan masukkan nama pengguna Anda.',
  );
  await page.evaluate(() => window.localStorage.removeItem('qrguard.language'));
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  await page.getByRole('textbox', { name: 'User name' }).fill(ADMIN.username);
  await page.locator('input[type="password"]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(header(page).getByText('Sorotan Label Maker', { exact: true })).toBeVisible();
  expect(await tokenOf(page)).toBeTruthy();

  // And back to English, by the same switch.
  await chooseLanguage(page, /^bahasa$/i, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header(page).getByText('Highlight Label Maker', { exact: true })).toBeVisible();
  await signOut(page);
});
