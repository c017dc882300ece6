#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` and a webpack dev server per web
// app (reload on save), on the same ports and variables as `npm start`.
// Each dev server serves /config.json itself (tooling/webpack.js).
import fs from 'node:fs';
import path from 'node:path';
import { APPS } from './lib/builds.mjs';
import { installIfNeeded } from './lib/install.mjs';
import { bold, fail, green, info } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { startChild, stopAll, stopOnSignals, waitForUrl } from './lib/processes.mjs';
import { stackConfig } from './lib/stack-config.mjs';

async function main() {
  stopOnSignals();
  const config = stackConfig(process.env);
  await installIfNeeded(ROOT);

  const apiEnv = { ...config.env };
  if (!apiEnv.DATABASE_URL) {
    apiEnv.PGLITE_DIR = path.resolve(ROOT, apiEnv.PGLITE_DIR ?? path.join('.data', 'pglite'));
    fs.mkdirSync(path.dirname(apiEnv.PGLITE_DIR), { recursive: true });
  }
  startChild('api', [path.join(ROOT, 'api', 'node_modules', '.bin', 'tsx'), 'watch', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: apiEnv,
  });
  for (const app of APPS) {
    const webpack = path.join(ROOT, app.dir, 'node_modules', '.bin', 'webpack');
    startChild(app.name, [webpack, 'serve', '--mode', 'development'], {
      cwd: path.join(ROOT, app.dir),
      env: config.env,
    });
  }

  await waitForUrl(config.probes.api, { timeoutMs: 180_000, what: 'the API' });
  // Dev servers compile in memory first; on 2 cores four of them take a minute or two.
  for (const key of ['host', 'highlights', 'reports', 'settings']) {
    await waitForUrl(config.probes[key], { timeoutMs: 300_000, what: key });
  }
  console.log(
    `\n${green(bold('QR Guard (development) is running.'))}\n  Open ${bold(config.urls.host)}  (admin / admin)\n  Press Ctrl-C to stop.\n`,
  );
  info('edits reload the page (web apps) or restart the API');
}

main().catch((error) => {
  if (error.message !== 'stopped') fail(error.message);
  void stopAll(1);
});
