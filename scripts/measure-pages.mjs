#!/usr/bin/env node
// `npm run measure:pages`: what a signed-in user waits for and downloads, on
// this checkout's production builds (built first when their sources changed),
// in headless chromium over loopback:
//   1. the JavaScript of each app's build: raw, gzip and brotli (the copies
//      the static server sends); for a remote, also the part the host can
//      load (its exposed modules, not its copies of the shared libraries);
//      and what the label-maker page downloads from remote-highlights;
//   2. time from navigation to every chart and card of the label-maker page
//      rendered (the landing page: 3 charts and the figures), median of 5:
//        cold     a new browser context (empty cache) opening the URL,
//        reload   the same page reloaded (scripts from the cache),
//        in app   a click on Label Maker in the sidebar, from
//                 Highlight - Oil Maker;
//   3. a first visit (issue 10), median of 3: the JavaScript the sign-in page
//      receives, the JavaScript of /login through sign-in to the label-maker
//      page (every origin, as transferred), and the time from the click on
//      Log in to the three charts drawn, in a desktop-sized window.
// "Rendered" means: no chart says Loading..., each has drawn its SVG or says
// No Data, and no figure says Loading....
// The stack runs on spare ports (API 4300, web 3300-3303) with the small demo
// programme in a throw-away embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APPS } from './lib/builds.mjs';
import { LANDING_PATH, chartsDrawn, launchChromium, loginForm } from './lib/browser.mjs';
import { LABEL_MAKER_CHARTS, firstVisit } from './lib/page-weight.mjs';
import { bold, fail, info } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { startStack, stopStack } from './lib/stack.mjs';

const PORTS = {
  API_PORT: '4300',
  HOST_PORT: '3300',
  HIGHLIGHTS_PORT: '3301',
  REPORTS_PORT: '3302',
  SETTINGS_PORT: '3303',
};
const HOST_URL = `http://127.0.0.1:${PORTS.HOST_PORT}`;
const HIGHLIGHTS_ORIGIN = `http://127.0.0.1:${PORTS.HIGHLIGHTS_PORT}`;
const RUNS = 5;
const FIRST_VISITS = 3;
/** QR vs Active, QR Active by Oil Maker. */
const OIL_MAKER_CHARTS = 2;

const figures = [];
const record = (name, value) => {
  figures.push([name, value]);
  info(`${name}: ${bold(value)}`);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = (xs) => `${Math.round(median(xs))} ms (runs: ${xs.map((t) => Math.round(t)).join(', ')})`;

/** Every .js file of a build, with its size raw, gzip -9 and brotli 11 (what the build's own copies hold). */
function jsSizes(dir, files = fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.js'))) {
  const sum = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const body = fs.readFileSync(path.join(dir, String(file)));
    sum.raw += body.length;
    sum.gzip += gzipSync(body, { level: 9 }).length;
    sum.brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return sum;
}

/**
 * A remote's JavaScript that the host loads (remoteEntry.js and the chunks of
 * its exposed modules), without the copies of shared libraries (React, antd,
 * shared-ui...) it carries for running on its own, which the host never loads.
 */
function exposedFiles(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const shared = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const exposed = manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]);
  return ['remoteEntry.js', ...new Set(exposed.filter((f) => !shared.has(f)))];
}

async function signedInState(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${HOST_URL}/login`);
  const form = loginForm(page);
  await form.username.fill('admin');
  await form.password.fill('admin');
  // Remembered (localStorage), so that new contexts can start signed in.
  await page.getByRole('checkbox').check();
  await form.submit.click();
  await page.waitForURL((url) => url.pathname === LANDING_PATH);
  await chartsDrawn(page, LABEL_MAKER_CHARTS);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measurePages() {
  const browser = await launchChromium();
  try {
    const visits = [];
    for (let i = 0; i < FIRST_VISITS; i += 1) visits.push(await firstVisit(browser, HOST_URL));
    const sent = (pick) => {
      const middle = [...visits].sort((a, b) => pick(a).bytes - pick(b).bytes)[Math.floor(visits.length / 2)];
      return `${kb(pick(middle).bytes)} in ${pick(middle).files} files (as transferred)`;
    };
    record(
      'sign-in page: JS sent',
      sent((v) => v.signInPage),
    );
    record(
      'sign-in to label-maker: JS sent',
      sent((v) => v.labelMakerVisit),
    );
    record(`sign-in to 3 charts drawn (median of ${FIRST_VISITS})`, runs(visits.map((v) => v.ms)));

    const state = await signedInState(browser);

    // What the label-maker page downloads from remote-highlights, compressed as sent.
    {
      const context = await browser.newContext({ storageState: state });
      const page = await context.newPage();
      const sent = new Map();
      const pending = new Set();
      const isRemoteScript = (request) =>
        request.url().startsWith(HIGHLIGHTS_ORIGIN) && /\.js(\?|$)/.test(request.url());
      page.on('request', (request) => isRemoteScript(request) && pending.add(request));
      page.on('requestfailed', (request) => pending.delete(request));
      page.on('requestfinished', async (request) => {
        if (!isRemoteScript(request)) return;
        sent.set(request.url(), (await request.sizes()).responseBodySize);
        pending.delete(request);
      });
      await page.goto(`${HOST_URL}${LANDING_PATH}`);
      await chartsDrawn(page, LABEL_MAKER_CHARTS);
      // Not 'networkidle': the live notifications stream stays open for as long as the page.
      while (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const total = [...sent.values()].reduce((a, b) => a + b, 0);
      record('label-maker page: remote-highlights JS sent', `${kb(total)} in ${sent.size} files (as transferred)`);
      await context.close();
    }

    const cold = [];
    const reload = [];
    const inApp = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ storageState: state });
      const page = await context.newPage();
      let started = performance.now();
      await page.goto(`${HOST_URL}${LANDING_PATH}`);
      await chartsDrawn(page, LABEL_MAKER_CHARTS);
      cold.push(performance.now() - started);

      started = performance.now();
      await page.reload();
      await chartsDrawn(page, LABEL_MAKER_CHARTS);
      reload.push(performance.now() - started);

      // From a sibling page: its sidebar group is open, so the link is on screen.
      await page.goto(`${HOST_URL}/dashboard/highlight/oil-maker`);
      await page.getByRole('main').getByRole('heading', { name: 'Highlight - Oil Maker' }).first().waitFor();
      await chartsDrawn(page, OIL_MAKER_CHARTS);
      started = performance.now();
      await page.locator(`a[href="${LANDING_PATH}"]`).first().click();
      await chartsDrawn(page, LABEL_MAKER_CHARTS);
      inApp.push(performance.now() - started);
      await context.close();
    }
    record(`label-maker rendered, cold (median of ${RUNS})`, runs(cold));
    record(`label-maker rendered, reload (median of ${RUNS})`, runs(reload));
    record(`label-maker rendered, in app (median of ${RUNS})`, runs(inApp));
  } finally {
    await browser.close();
  }
}

let stack;
async function main() {
  // --no-build: measure the builds as they are (e.g. a "before" figure while the sources have moved on).
  const noBuild = process.argv.includes('--no-build');
  info(`starting the stack (${noBuild ? 'existing builds' : 'building what changed'}) on spare ports…`);
  stack = await startStack(ROOT, PORTS, ['--ephemeral-data', ...(noBuild ? ['--no-build'] : [])]);
  const show = (s) => `${kb(s.gzip)} gzip, ${kb(s.brotli)} brotli (${kb(s.raw)} raw, ${s.files} files)`;
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir, 'dist');
    record(`${app.name}: all JS of the build`, show(jsSizes(dist)));
    if (!app.spa) record(`${app.name}: JS the host can load from it`, show(jsSizes(dist, exposedFiles(dist))));
  }
  await measurePages();
}

const stop = async (code) => {
  await stopStack(stack);
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

main()
  .then(async () => {
    console.log(`\n${bold('QR Guard page figures')} (${os.cpus().length} cores, Node ${process.version})`);
    for (const [name, value] of figures) console.log(`  ${name.padEnd(48)} ${value}`);
    await stop(0);
  })
  .catch(async (error) => {
    fail(error.message);
    await stop(1);
  });
