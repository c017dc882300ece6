#!/usr/bin/env node
// `npm start`: everything a new user needs on a machine with only Node and npm.
// Gets pnpm 10, installs dependencies when they changed, builds each web app
// whose sources changed (one at a time), then runs the API (embedded PGlite
// unless DATABASE_URL is set; the API applies migrations and loads demo data
// itself) and a static server per web app, waits until all answer, and prints
// where to go. Ctrl-C or SIGTERM stops everything.
//
//   --ephemeral-data   keep PGlite in a fresh temporary folder, deleted on exit (e2e)
//   --no-build         serve the existing builds even if sources changed
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APPS, buildChanged, distDir, hasOutputs } from './lib/builds.mjs';
import { installIfNeeded } from './lib/install.mjs';
import { bold, fail, green, info } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { onShutdown, startChild, stopAll, stopOnSignals, waitForUrl } from './lib/processes.mjs';
import { stackConfig } from './lib/stack-config.mjs';
import runtimeConfig from '../tooling/runtime-config.js';

const args = new Set(process.argv.slice(2));

function assertPortFree(port, host, what) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `${what} port ${port} on ${host} is already in use (another copy running? set ${portVariable(what)} to use another port)`
            : `${what} cannot listen on ${host}:${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

const portVariable = (what) =>
  ({
    api: 'API_PORT',
    host: 'HOST_PORT',
    'remote-highlights': 'HIGHLIGHTS_PORT',
    'remote-reports': 'REPORTS_PORT',
    'remote-settings': 'SETTINGS_PORT',
  })[what];

/** Where the embedded database lives: PGLITE_DIR (relative to the repository), .data/pglite, or a temporary folder. */
function databaseEnv(env) {
  if (env.DATABASE_URL) return { description: 'PostgreSQL (DATABASE_URL)' };
  if (args.has('--ephemeral-data')) {
    // The API keeps its generated JWT secret beside the data folder, so both go in one temporary parent.
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'qrguard-data-'));
    onShutdown(() => fs.rmSync(parent, { recursive: true, force: true }));
    const dir = path.join(parent, 'pglite');
    return { PGLITE_DIR: dir, description: `PGlite in a temporary folder (${dir})` };
  }
  const dir = path.resolve(ROOT, env.PGLITE_DIR ?? path.join('.data', 'pglite'));
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  return { PGLITE_DIR: dir, description: `PGlite in ${path.relative(process.cwd(), dir) || dir}` };
}

async function main() {
  stopOnSignals();
  const config = stackConfig(process.env);
  // The host's /config.json (issue 15: the product it serves, PRODUCT_*): a broken variable stops here,
  // before anything is built or started.
  const { product, productApps } = runtimeConfig.runtimeConfigFromEnv(config.env);

  await installIfNeeded(ROOT);
  if (args.has('--no-build')) {
    const missing = APPS.filter((app) => !hasOutputs(app));
    if (missing.length > 0)
      throw new Error(`--no-build, but no build found for ${missing.map((a) => a.name).join(', ')}`);
  } else {
    await buildChanged(ROOT);
  }

  const { startStaticServer } = await import('./serve-static.mjs'); // needs the installed dependencies
  // Remotes first, host last: once the host answers, everything it loads does too.
  const servers = [
    { app: APPS[1], port: config.ports.highlights },
    { app: APPS[2], port: config.ports.reports },
    { app: APPS[3], port: config.ports.settings },
    { app: APPS[0], port: config.ports.host },
  ];
  await assertPortFree(config.ports.api, config.bindHost, 'api');
  for (const { app, port } of servers) await assertPortFree(port, config.bindHost, app.name);

  const { description, ...dbEnv } = databaseEnv(config.env);
  const apiEnv = { ...config.env, ...dbEnv };
  info(`starting the API on port ${config.ports.api} with ${description}`);
  // node --import tsx is what `tsx src/server.ts` does, in one process, so signals reach the server directly.
  startChild('api', [process.execPath, '--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: apiEnv,
  });

  // The first start applies migrations and loads demo data before /health answers.
  await waitForUrl(config.probes.api, { timeoutMs: 180_000, what: 'the API' });

  // The sites open only once the API answers, so "the host answers" means "ready to sign in"
  // (Playwright's webServer and the e2e tests rely on that).
  for (const { app, port } of servers) {
    const server = await startStaticServer({
      dir: distDir(app),
      spa: app.spa,
      port,
      host: config.bindHost,
      env: config.env,
    });
    onShutdown(
      () =>
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections(); // keep-alive browser connections would hold close() open
        }),
    );
  }

  await Promise.all([
    waitForUrl(config.probes.host, { timeoutMs: 30_000, what: 'the host' }),
    waitForUrl(config.probes.highlights, { timeoutMs: 30_000, what: 'remote-highlights' }),
    waitForUrl(config.probes.reports, { timeoutMs: 30_000, what: 'remote-reports' }),
    waitForUrl(config.probes.settings, { timeoutMs: 30_000, what: 'remote-settings' }),
  ]);

  // The API's own rule (api/src/config.ts): demo data on PGlite unless SEED_DEMO says otherwise.
  const seed = config.env.SEED_DEMO;
  const demo = seed === undefined ? !config.env.DATABASE_URL : /^(1|true|yes)$/i.test(seed);
  console.log(
    [
      '',
      green(bold('QR Guard is running.')),
      `  Open            ${bold(config.urls.host)}`,
      demo
        ? `  Demo sign-in    ${bold('admin')} / ${bold('admin')}`
        : '  Sign in with a user of your database (demo data is off).',
      `  API             ${config.urls.api}  (database: ${description})`,
      `  Remotes         ${config.urls.highlights}  ${config.urls.reports}  ${config.urls.settings}`,
      `  Product         category ${product.id ?? 1}${product.name ? ` (${product.name})` : ''}` +
        (productApps.length > 0 ? `; switcher: ${productApps.map((app) => `${app.id} ${app.url}`).join(', ')}` : ''),
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  if (error.message !== 'stopped') fail(error.message);
  void stopAll(1);
});
