// What a first visit downloads and waits for, in a fresh browser context (empty cache): the
// sign-in page, then sign-in to the label-maker page with its charts drawn. Used by
// measure-pages.mjs (the figures) and size-budget.mjs (the budget `npm test` checks).
import { LANDING_PATH, chartsDrawn, loginForm } from './browser.mjs';

/** The label-maker page's charts: Scan vs Active, Detailed by Bottle Maker, QR Active By Label Maker. */
export const LABEL_MAKER_CHARTS = 3;
/** Lighthouse's desktop screen, so that "desktop" means the same in every figure. */
export const DESKTOP_VIEWPORT = { width: 1350, height: 940 };

/**
 * Counts every script the page receives, from any origin (host, remotes), at its size as
 * transferred: the compressed body the static server sent.
 */
export function recordScripts(page) {
  const sent = new Map();
  const pending = new Set();
  const isScript = (request) => request.resourceType() === 'script';
  page.on('request', (request) => isScript(request) && pending.add(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('requestfinished', async (request) => {
    if (!isScript(request)) return;
    sent.set(request.url(), (await request.sizes()).responseBodySize);
    pending.delete(request);
  });
  return {
    /** Resolves when no script request is in flight. Not 'networkidle': the notifications stream stays open. */
    async settled() {
      while (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    /** { bytes, files, scripts: [url, bytes][] largest first } received so far. */
    snapshot() {
      const scripts = [...sent].sort((a, b) => b[1] - a[1]);
      return { bytes: scripts.reduce((sum, [, bytes]) => sum + bytes, 0), files: scripts.length, scripts };
    },
  };
}

/**
 * A first visit: /login in a new context, then the sign-in to the rendered label-maker page.
 * Returns the scripts of the sign-in page alone, those of the whole visit, and the time from
 * the click on Log in to every chart and figure drawn.
 */
export async function firstVisit(browser, hostUrl, user = { username: 'admin', password: 'admin' }) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${hostUrl}/login`);
    const form = loginForm(page);
    await form.submit.waitFor();
    await scripts.settled();
    const signInPage = scripts.snapshot();

    await form.username.fill(user.username);
    await form.password.fill(user.password);
    const started = performance.now();
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === LANDING_PATH);
    await chartsDrawn(page, LABEL_MAKER_CHARTS);
    const ms = performance.now() - started;
    await scripts.settled();
    return { signInPage, labelMakerVisit: scripts.snapshot(), ms };
  } finally {
    await context.close();
  }
}
