// Browser tests against the whole stack started by scripts/start.mjs, on ports
// that do not collide with a running `npm start` (API 4100, host 3100, remotes
// 3101-3103) and with a fresh PGlite database in a temporary folder each run.
// Debian's chromium is used; Playwright downloads no browser.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORTS, HOST_URL, PAD_SHOE_URL } from './support/stack';

const ROOT = path.resolve(__dirname, '..');
const CI = !!process.env.CI;

export default defineConfig({
  testDir: './tests',
  // Tests share one database (sign-ins, the activity log); run them one after another.
  workers: 1,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    [CI ? 'line' : 'list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(__dirname, 'playwright-report', 'results.json') }],
  ],
  use: {
    baseURL: HOST_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        // Without these chromium keeps dialling Google's services on a closed network.
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node scripts/start.mjs --ephemeral-data',
    cwd: ROOT,
    url: HOST_URL,
    env: {
      BIND_HOST: '127.0.0.1',
      API_PORT: String(E2E_PORTS.api),
      HOST_PORT: String(E2E_PORTS.host),
      HIGHLIGHTS_PORT: String(E2E_PORTS.highlights),
      REPORTS_PORT: String(E2E_PORTS.reports),
      SETTINGS_PORT: String(E2E_PORTS.settings),
      // Always the embedded database, whatever the shell has; URLs are derived from the ports.
      DATABASE_URL: '',
      PGLITE_DIR: '',
      API_URL: '',
      REMOTE_HIGHLIGHTS_URL: '',
      REMOTE_REPORTS_URL: '',
      REMOTE_SETTINGS_URL: '',
      CORS_ORIGINS: '',
      // The oil host's switcher leads to the pad-shoe host multi-product.spec.ts starts (the API admits it).
      PRODUCT_APP_URLS: `2=${PAD_SHOE_URL}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // E-mail alerts go to the SMTP server alerts.spec.ts starts on this port (issue 15).
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_PORTS.smtp),
      SMTP_FROM: 'alerts@qrguard.test',
    },
    // start.mjs builds what changed first; a cold build of four apps takes minutes on 2 cores.
    timeout: 15 * 60_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
