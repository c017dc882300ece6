// Debian's chromium driven by Playwright (from the e2e package) for the
// scripts that look at a running stack: measure.mjs, measure-pages.mjs and
// screenshot.mjs.
/* global document */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium() {
  const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const LANDING_PATH = '/dashboard/highlight/label-maker';

/** The login form as the e2e tests find it (e2e/support/app.ts). */
export function loginForm(page) {
  return {
    username: page.getByRole('textbox', { name: /user ?name/i }),
    password: page.locator('input[type="password"]'),
    submit: page.getByRole('button', { name: /^log ?in$/i }),
  };
}

/** Fills and sends the login form on an open /login page, then waits for the rendered landing page. */
export async function submitLoginAndWait(page, { username, password }, timeout = 60_000) {
  const form = loginForm(page);
  await form.username.fill(username, { timeout });
  await form.password.fill(password);
  await form.submit.click();
  await page.waitForURL((url) => url.pathname === LANDING_PATH, { timeout });
  await page.getByRole('banner').getByText('Highlight Label Maker', { exact: true }).waitFor({ timeout });
  // The remote's page, not only the shell, has rendered.
  await page.getByRole('main').getByRole('heading').first().waitFor({ timeout });
}

/**
 * Resolves when the page's main area shows at least `charts` chart cards, none
 * of them loading, each with its drawing (or No Data), and every figure. Not
 * 'networkidle': the live notifications stream keeps a request open.
 */
export async function chartsDrawn(page, charts, timeout = 60_000) {
  await page.waitForFunction(
    (count) => {
      const main = document.querySelector('main');
      if (!main) return false;
      const regions = [...main.querySelectorAll('[role="region"][aria-label]')];
      if (regions.length < count) return false;
      const drawn = regions.every(
        (r) =>
          r.getAttribute('aria-busy') !== 'true' &&
          (r.querySelector('svg.apexcharts-svg') !== null || /No Data/.test(r.textContent ?? '')),
      );
      const figures = [...main.querySelectorAll('.qg-stat-value')];
      return drawn && figures.length > 0 && figures.every((v) => v.textContent !== 'Loading...');
    },
    charts,
    { timeout, polling: 'raf' },
  );
}
