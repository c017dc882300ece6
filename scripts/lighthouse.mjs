#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse on the label-maker page (the landing page after sign-in), as
// a signed-in user on a cold visit, with Lighthouse's desktop and mobile profiles (simulated
// throttling: the mobile one is a mid-range phone on a slow 4G network). Prints the performance
// score, LCP, TBT and CLS of each run and their median.
//
// The stack runs like measure-pages.mjs does (this checkout's builds, built first when their
// sources changed; --no-build serves them as they are) on ports of its own (API 4700, web
// 3700-3703), with the demo data in a throw-away database. Lighthouse is the npm package
// (installed with the e2e package, beside Playwright) driving Debian's chromium: Playwright
// starts it with a remote-debugging port, signs in through the form with "remember me" (the
// session is in localStorage, which Lighthouse is told to keep), empties the HTTP cache, and
// Lighthouse opens the page in a new tab of that browser.
//
//   node scripts/lighthouse.mjs [--runs=3] [--only=desktop|mobile] [--no-build] [--json=out-dir]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, LANDING_PATH, chartsDrawn, loginForm } from './lib/browser.mjs';
import { bold, fail, info } from './lib/log.mjs';
import { LABEL_MAKER_CHARTS } from './lib/page-weight.mjs';
import { ROOT } from './lib/paths.mjs';
import { startStack, stopStack } from './lib/stack.mjs';

const PORTS = {
  API_PORT: '4700',
  HOST_PORT: '3700',
  HIGHLIGHTS_PORT: '3701',
  REPORTS_PORT: '3702',
  SETTINGS_PORT: '3703',
};
const HOST_URL = `http://127.0.0.1:${PORTS.HOST_PORT}`;
const DEBUGGING_PORT = 9777;

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const RUNS = Number(option('runs', '3'));
const PROFILES = option('only', 'desktop,mobile').split(',');
const JSON_DIR = option('json', null);

// Lighthouse and Playwright live in the e2e package (the browser tooling), not in the root.
const e2eRequire = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const importFromE2e = (specifier) => import(pathToFileURL(e2eRequire.resolve(specifier)).href);

/** Median by performance score; the metrics shown are those of that run. */
const medianRun = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    unusedJs: (lhr.audits['unused-javascript']?.details?.items ?? []).map((item) => ({
      url: item.url,
      wastedKiB: item.wastedBytes / 1024,
    })),
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: item.score,
      node: item.node?.snippet ?? item.node?.nodeLabel ?? '',
    })),
  };
}

const line = (r) =>
  `performance ${String(r.score).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  ` +
  `TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  (FCP ${(r.fcp / 1000).toFixed(2)} s)`;

async function signIn(context) {
  const page = await context.newPage();
  await page.goto(`${HOST_URL}/login`);
  const form = loginForm(page);
  await form.username.fill('admin');
  await form.password.fill('admin');
  // Remembered: the session goes to localStorage, which the tabs Lighthouse opens share.
  await page.getByRole('checkbox').check();
  await form.submit.click();
  await page.waitForURL((url) => url.pathname === LANDING_PATH);
  await chartsDrawn(page, LABEL_MAKER_CHARTS);
  // Off the app, so that its live notifications stream does not run beside the audits.
  await page.goto('about:blank');
  return page;
}

async function audit() {
  const { chromium } = e2eRequire('@playwright/test');
  const { default: lighthouse } = await importFromE2e('lighthouse');
  const { default: desktopConfig } = await importFromE2e('lighthouse/core/config/desktop-config.js');
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qrguard-lighthouse-'));
  // A persistent context is the browser's default one: the tab Lighthouse opens sees its storage.
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  const results = {};
  try {
    const page = await signIn(context);
    const cdp = await context.newCDPSession(page);
    for (const profile of PROFILES) {
      results[profile] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        // A first visit: nothing in the HTTP cache, the session kept (disableStorageReset).
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(
          `${HOST_URL}${LANDING_PATH}`,
          { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', disableStorageReset: true },
          profile === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error('Lighthouse returned no result');
        const runtimeError = result.lhr.runtimeError;
        if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
        if (JSON_DIR) {
          fs.mkdirSync(JSON_DIR, { recursive: true });
          fs.writeFileSync(path.join(JSON_DIR, `${profile}-${run}.json`), result.report);
        }
        const r = summary(result.lhr);
        results[profile].push(r);
        info(`${profile} run ${run}: ${line(r)}`);
      }
    }
  } finally {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
  return results;
}

let stack;
async function main() {
  const noBuild = process.argv.includes('--no-build');
  info(`starting the stack (${noBuild ? 'existing builds' : 'building what changed'}) on spare ports…`);
  stack = await startStack(ROOT, PORTS, ['--ephemeral-data', ...(noBuild ? ['--no-build'] : [])]);
  const results = await audit();
  console.log(`\n${bold('Lighthouse, label-maker page, signed in, cold cache')} (median of ${RUNS} by score)`);
  for (const [profile, runs] of Object.entries(results)) {
    const median = medianRun(runs);
    console.log(`  ${profile.padEnd(8)} ${line(median)}`);
    const unused = median.unusedJs.filter((item) => item.wastedKiB >= 10);
    for (const item of unused)
      console.log(`           unused JS ${item.wastedKiB.toFixed(0).padStart(4)} KiB  ${item.url}`);
    for (const shift of median.shifts.slice(0, 3))
      console.log(`           layout shift ${shift.score.toFixed(3)}  ${shift.node.slice(0, 100)}`);
  }
}

const stop = async (code) => {
  await stopStack(stack);
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

main()
  .then(() => stop(0))
  .catch(async (error) => {
    fail(error.stack ?? String(error));
    await stop(1);
  });
