// The security headers in a real browser: the host's pages and the API answer with them, and the
// Content-Security-Policy breaks nothing: signing in, the label-maker highlight page (ApexCharts,
// antd's injected styles) and a page of each remote (scripts and manifests from other origins)
// run without a single violation.
import { expect, test, type Page } from '@playwright/test';
import { expectTitle, signIn } from '../support/app';
import { API_URL, E2E_PORTS, HOST_URL } from '../support/stack';

type Violation = { directive: string; blocked: string; source: string };

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  // Injected by the browser, not by the page, so the policy does not apply to it.
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  const fromConsole: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      fromConsole.push({ directive: '', blocked: message.text(), source: '' });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations ?? [])),
    ...fromConsole,
  ];
}

test('the pages and the API carry the security headers', async ({ page, request }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain(`connect-src 'self' ${API_URL}`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');

  // No session: a 401, still an answer no cache may keep (and no sign-in attempt counted against this address).
  const api = await request.get(`${API_URL}/api/v1/masterData/sidebar`, {
    headers: { origin: 'https://evil.example' },
  });
  expect(api.status()).toBe(401);
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(api.headers()['access-control-allow-origin']).toBeUndefined();
  const allowed = await request.get(`${API_URL}/health`, { headers: { origin: HOST_URL } });
  expect(allowed.headers()['access-control-allow-origin']).toBe(HOST_URL);
});

test('signing in and a page of each remote run without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page);
  // remote-highlights: the cards and ApexCharts charts of the landing page.
  await expect(page.getByRole('main').locator('.apexcharts-canvas').first()).toBeVisible();
  expect(await violations(), 'label-maker highlight').toEqual([]);

  // Each page load starts a new document: its violations are read before the next one. The
  // remote's own script must have arrived from its origin and drawn the area (the reports pages
  // may still be placeholders; what matters here is that the remote's code ran).
  const remotePages: [path: string, title: string, origin: string][] = [
    ['/dashboard/reports/suspect', 'Report Suspect', `http://127.0.0.1:${E2E_PORTS.reports}`],
    ['/dashboard/settings/log-history-activity', 'Log Dashboard Activity', `http://127.0.0.1:${E2E_PORTS.settings}`],
  ];
  for (const [path, title, origin] of remotePages) {
    const remoteScript = page.waitForResponse((r) => r.url().startsWith(`${origin}/`) && r.url().endsWith('.js'));
    await page.goto(path);
    await remoteScript;
    await expectTitle(page, title);
    const main = page.getByRole('main');
    await expect(main.getByText('Loading...')).toHaveCount(0);
    await expect(main.getByText(/is unavailable right now/)).toHaveCount(0);
    await expect(main).not.toBeEmpty();
    expect(await violations(), path).toEqual([]);
  }
});
