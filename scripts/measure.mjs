#!/usr/bin/env node
// `npm run measure`: the figures the foundation issue asks for, measured on a
// fresh clone of the repository's HEAD in a temporary folder:
//   1. cold install: `pnpm install --frozen-lockfile` with an empty store and
//      cache, then again with node_modules removed and the store warm;
//   2. production build time of each app, webpack's cache removed first;
//   3. gzip size of the JavaScript the host loads before sign-in (/login);
//   4. time from opening /login to a signed-in, rendered label-maker route in
//      headless chromium, median of 5 (a new browser context each time, so a
//      cold cache, as a first visit).
// The stack is started from the clone on spare ports (API 4200, web 3200-3203).
//   --keep   leave the temporary folder for inspection
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, buildApp } from './lib/builds.mjs';
import { LANDING_PATH, launchChromium, submitLoginAndWait } from './lib/browser.mjs';
import { markInstalled } from './lib/install.mjs';
import { bold, fail, formatDuration, info } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';
import { startStack, stopStack } from './lib/stack.mjs';

const PORTS = {
  API_PORT: '4200',
  HOST_PORT: '3200',
  HIGHLIGHTS_PORT: '3201',
  REPORTS_PORT: '3202',
  SETTINGS_PORT: '3203',
};
const HOST_URL = `http://127.0.0.1:${PORTS.HOST_PORT}`;
const RUNS = 5;
const keep = process.argv.includes('--keep');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qrguard-measure-'));
const repo = path.join(work, 'repo');
const figures = [];
const record = (name, value) => {
  figures.push([name, value]);
  info(`${name}: ${bold(value)}`);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function timed(argv, options, what) {
  const started = Date.now();
  const { code } = await run(argv, options);
  if (code !== 0) throw new Error(`${what} failed (exit ${code})`);
  return Date.now() - started;
}

function removeNodeModules(root) {
  const folders = fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const dir of ['.', ...folders.map((entry) => entry.name)]) {
    fs.rmSync(path.join(root, dir, 'node_modules'), { recursive: true, force: true });
  }
}

async function measureInstall(pnpm) {
  info(`cloning HEAD of ${ROOT}`);
  const clone = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, repo], { stdio: 'inherit' });
  if (clone.status !== 0) throw new Error('git clone failed');
  const commit = spawnSync('git', ['-C', repo, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  record('commit measured', commit);

  // An empty store and an empty metadata cache: what a fresh machine downloads.
  const store = ['--store-dir', path.join(work, 'store'), '--config.cache-dir=' + path.join(work, 'cache')];
  const install = [...pnpm, 'install', '--frozen-lockfile', '--config.confirmModulesPurge=false', ...store];
  const env = { ...process.env, CI: 'true' };
  record('install, empty store', formatDuration(await timed(install, { cwd: repo, env }, 'cold install')));
  removeNodeModules(repo);
  record('install, warm store', formatDuration(await timed(install, { cwd: repo, env }, 'warm install')));
  markInstalled(repo);
}

async function measureBuilds() {
  for (const app of APPS) {
    fs.rmSync(path.join(repo, app.dir, 'node_modules', '.cache'), { recursive: true, force: true });
    info(`building ${app.name} (no webpack cache)…`);
    record(`build ${app.name}`, formatDuration(await buildApp(app, repo)));
  }
}

async function measureBrowser() {
  const browser = await launchChromium();
  try {
    // 3. JavaScript before sign-in.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      const url = response.url();
      if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
      try {
        scripts.set(url, await response.body());
      } catch {
        /* a response without a body (redirect) */
      }
    });
    await page.goto(`${HOST_URL}/login`);
    await page.getByRole('button', { name: /^log ?in$/i }).waitFor();
    await page.waitForLoadState('networkidle');
    const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
    const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    record('JS before sign-in', `${kb(gzip)} gzip (${kb(raw)} raw, ${scripts.size} files)`);
    for (const [url, body] of [...scripts].sort((a, b) => b[1].length - a[1].length)) {
      console.log(`    ${kb(gzipSync(body, { level: 9 }).length).padStart(10)}  ${url.replace(HOST_URL, '')}`);
    }
    await context.close();

    // 4. /login to the rendered label-maker route.
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const ctx = await browser.newContext();
      const p = await ctx.newPage();
      const started = performance.now();
      await p.goto(`${HOST_URL}/login`);
      await submitLoginAndWait(p, { username: 'admin', password: 'admin' });
      times.push(performance.now() - started);
      if (!new URL(p.url()).pathname.endsWith(LANDING_PATH))
        throw new Error(`expected ${LANDING_PATH}, got ${p.url()}`);
      await ctx.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    record(
      `login to label-maker (median of ${RUNS})`,
      `${Math.round(sorted[Math.floor(RUNS / 2)])} ms (runs: ${times.map((t) => Math.round(t)).join(', ')} ms)`,
    );
  } finally {
    await browser.close();
  }
}

let stack;
async function main() {
  const pnpm = ensurePnpm();
  await measureInstall(pnpm);
  await measureBuilds();
  info('starting the stack from the clone on spare ports…');
  stack = await startStack(repo, PORTS, ['--ephemeral-data', '--no-build']);
  await measureBrowser();
}

const stop = async (code) => {
  await stopStack(stack);
  if (keep) info(`kept ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

main()
  .then(async () => {
    console.log(`\n${bold('QR Guard figures')} (${os.cpus().length} cores, Node ${process.version})`);
    for (const [name, value] of figures) console.log(`  ${name.padEnd(38)} ${value}`);
    await stop(0);
  })
  .catch(async (error) => {
    fail(error.message);
    await stop(1);
  });
