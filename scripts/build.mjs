#!/usr/bin/env node
// `npm run build`: production builds of the host and the three remotes, each
// only when its sources changed since its last build (`--force` rebuilds all).
import { buildChanged } from './lib/builds.mjs';
import { installIfNeeded } from './lib/install.mjs';
import { fail, formatDuration, info } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';

try {
  await installIfNeeded(ROOT);
  const results = await buildChanged(ROOT, { force: process.argv.includes('--force') });
  for (const { app, ms } of results) info(`${app.padEnd(18)} ${ms === null ? 'reused' : formatDuration(ms)}`);
} catch (error) {
  fail(error.message);
  process.exit(1);
}
