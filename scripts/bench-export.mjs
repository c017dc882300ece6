#!/usr/bin/env node
// Browser export benchmark (issue 11): Download Excel of about 100,000 Scan History rows in a
// real chromium against the whole stack on a database that holds a programme (bench:load's
// 10 million scans). Prints, per run, the wall time from the click to the finished download and
// the longest main-thread pause meanwhile: the longest "long task" the browser reports (it reports
// tasks of 50 ms and more; none means every task was shorter) and the longest gap between two
// animation frames (what a user scrolling or clicking would feel). Targets: under 5 s and under
// 100 ms. The page's date range is chosen so that the filtered result holds at least --rows rows.
//
//   node scripts/bench-export.mjs --url postgres://postgres@127.0.0.1:5432/qrguard_bench --rows 100000 --runs 3
//   (uses the existing production builds: `npm run build` first)
/* global window, requestAnimationFrame */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, submitLoginAndWait } from './lib/browser.mjs';
import { ROOT } from './lib/paths.mjs';
import { startStack, stopStack } from './lib/stack.mjs';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const DATABASE_URL = option('url', 'postgres://postgres@127.0.0.1:5432/qrguard_bench');
const ROWS = Number(option('rows', '100000'));
const RUNS = Number(option('runs', '3'));
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORTS = {
  API_PORT: String(4800 + offset),
  HOST_PORT: String(3800 + offset),
  HIGHLIGHTS_PORT: String(3801 + offset),
  REPORTS_PORT: String(3802 + offset),
  SETTINGS_PORT: String(3803 + offset),
};
const API = `http://127.0.0.1:${PORTS.API_PORT}`;
const HOST = `http://127.0.0.1:${PORTS.HOST_PORT}`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const day = (date) => date.toISOString().slice(0, 10);

async function signInToken() {
  const res = await fetch(`${API}/api/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed (${res.status})`);
  return (await res.json()).data.token;
}

async function historyTotal(token, start, end) {
  const res = await fetch(`${API}/api/activities/history?start=${start}&end=${end}&page=1&limit=15`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`history failed (${res.status}): ${await res.text()}`);
  const body = await res.json();
  return Number(body.meta.total);
}

/** The shortest range ending today (the page's "today") whose Scan History holds at least `rows` rows. */
async function chooseRange(token) {
  const end = day(new Date(Date.now() + 7 * 3600_000));
  for (let days = 1; days <= 3 * 366; days = Math.ceil(days * 1.25)) {
    const start = day(new Date(Date.parse(end) - (days - 1) * 86_400_000));
    const total = await historyTotal(token, start, end);
    if (total >= ROWS) return { start, end, total };
  }
  throw new Error(`no range ending ${end} holds ${ROWS} rows: is the programme loaded?`);
}
function countRows(file) {
  const require = createRequire(path.join(ROOT, 'shared-ui', 'package.json'));
  const XLSX = require('xlsx');
  const sheet = XLSX.readFile(file, { dense: true });
  const first = sheet.Sheets[sheet.SheetNames[0]];
  return XLSX.utils.sheet_to_json(first, { header: 1 }).length - 1;
}

async function oneRun(browser, range) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  try {
    const page = await context.newPage();
    await page.goto(`${HOST}/login`);
    await submitLoginAndWait(page, { username: 'admin', password: 'admin' });
    await page.goto(`${HOST}/dashboard/customer-activities?start=${range.start}&end=${range.end}`);
    const table = page.getByRole('main').locator('.ant-table-tbody tr.ant-table-row').first();
    await table.waitFor({ timeout: 120_000 });
    // Watch the main thread from here on.
    await page.evaluate(() => {
      const w = window;
      w.__bench = { longTask: 0, longTasks: 0, frameGap: 0, watching: true };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.__bench.longTasks += 1;
          w.__bench.longTask = Math.max(w.__bench.longTask, entry.duration);
        }
      }).observe({ type: 'longtask' });
      let last = performance.now();
      const frame = (now) => {
        w.__bench.frameGap = Math.max(w.__bench.frameGap, now - last);
        last = now;
        if (w.__bench.watching) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const button = page.getByRole('button', { name: 'Download Excel' });
    const download = page.waitForEvent('download', { timeout: 300_000 });
    const started = Date.now();
    await button.click();
    const file = await download;
    const wall = Date.now() - started;
    const main = await page.evaluate(() => {
      window.__bench.watching = false;
      return window.__bench;
    });
    return {
      wall,
      longTask: main.longTask,
      longTasks: main.longTasks,
      frameGap: main.frameGap,
      rows: countRows(await file.path()),
    };
  } finally {
    await context.close();
  }
}

let stack;
async function main() {
  console.log(`export benchmark: ${ROWS} rows, ${RUNS} runs, database ${DATABASE_URL}; load ${load()}`);
  stack = await startStack(ROOT, PORTS, ['--no-build'], {
    DATABASE_URL,
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdefghijklmn',
    SSO_SECRET: 'bench-sso-secret-0123456789abcdefghijklmn',
    SEED_DEMO: 'false',
  });
  const token = await signInToken();
  const range = await chooseRange(token);
  console.log(`range ${range.start}..${range.end}: ${range.total} rows in the filtered Scan History`);
  const browser = await launchChromium();
  const results = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const r = await oneRun(browser, range);
      results.push(r);
      console.log(
        `run ${run}: ${r.rows} rows in the file, wall ${r.wall} ms, longest long task ${Math.round(r.longTask)} ms ` +
          `(${r.longTasks} of 50 ms or more), longest frame gap ${Math.round(r.frameGap)} ms; load ${load()}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(
    `median of ${RUNS}: wall ${median(results.map((r) => r.wall))} ms (target < 5000), longest long task ` +
      `${Math.round(median(results.map((r) => r.longTask)))} ms, longest frame gap ` +
      `${Math.round(median(results.map((r) => r.frameGap)))} ms (target < 100)`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopStack(stack));
