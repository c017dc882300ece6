// Production builds of the host and the three remotes, each redone only when
// its inputs changed. One at a time: a build takes about 1.3 GB and both cores.
import fs from 'node:fs';
import path from 'node:path';
import { fingerprint, readStamp, writeStamp } from './fingerprint.mjs';
import { formatDuration, info } from './log.mjs';
import { ROOT, stampDir } from './paths.mjs';
import { ensurePnpm } from './pnpm.mjs';
import { run } from './run.mjs';

/** @typedef {{ name: string, pkg: string, dir: string, outputs: string[], spa: boolean }} App */

/** @type {App[]} */
export const APPS = [
  { name: 'host', pkg: '@qrguard/host', dir: 'host', outputs: ['index.html'], spa: true },
  {
    name: 'remote-highlights',
    pkg: '@qrguard/remote-highlights',
    dir: 'remote-highlights',
    outputs: ['mf-manifest.json', 'remoteEntry.js'],
    spa: false,
  },
  {
    name: 'remote-reports',
    pkg: '@qrguard/remote-reports',
    dir: 'remote-reports',
    outputs: ['mf-manifest.json', 'remoteEntry.js'],
    spa: false,
  },
  {
    name: 'remote-settings',
    pkg: '@qrguard/remote-settings',
    dir: 'remote-settings',
    outputs: ['mf-manifest.json', 'remoteEntry.js'],
    spa: false,
  },
];

// Everything a bundle is made of besides the app's own folder.
const SHARED_INPUTS = ['shared-ui', 'shared-api', 'tooling', 'pnpm-lock.yaml', 'tsconfig.base.json'];

export const distDir = (app, root = ROOT) => path.join(root, app.dir, 'dist');
const stampFile = (app, root) => path.join(stampDir(root), `build-${app.name}.sha256`);

export function buildFingerprint(app, root = ROOT) {
  return fingerprint(root, [app.dir, ...SHARED_INPUTS]);
}

export function hasOutputs(app, root = ROOT) {
  return app.outputs.every((file) => fs.existsSync(path.join(distDir(app, root), file)));
}

export function isBuildCurrent(app, root = ROOT) {
  return hasOutputs(app, root) && readStamp(stampFile(app, root)) === buildFingerprint(app, root);
}

export function markBuilt(app, root = ROOT) {
  writeStamp(stampFile(app, root), buildFingerprint(app, root));
}

/**
 * Builds one app with `pnpm --filter <pkg> build` (webpack --mode production).
 * @returns {Promise<number>} milliseconds taken
 */
export async function buildApp(app, root = ROOT) {
  const pnpm = ensurePnpm();
  const started = Date.now();
  // The fingerprint is taken before building so an edit made during the build triggers the next one.
  const before = buildFingerprint(app, root);
  const { code } = await run([...pnpm, '--filter', app.pkg, 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) throw new Error(`production build of ${app.name} failed (exit ${code})`);
  if (!hasOutputs(app, root))
    throw new Error(`the build of ${app.name} did not produce ${app.outputs.join(', ')} in ${app.dir}/dist`);
  writeStamp(stampFile(app, root), before);
  return Date.now() - started;
}

/**
 * Builds each app whose sources changed since its last build.
 * @param {{ force?: boolean, apps?: App[] }} [options]
 * @returns {Promise<{ app: string, ms: number | null }[]>} ms null when the build was reused
 */
export async function buildChanged(root = ROOT, { force = false, apps = APPS } = {}) {
  const results = [];
  for (const app of apps) {
    if (!force && isBuildCurrent(app, root)) {
      info(`${app.name}: build up to date (reusing ${app.dir}/dist)`);
      results.push({ app: app.name, ms: null });
      continue;
    }
    info(`${app.name}: production build…`);
    const ms = await buildApp(app, root);
    info(`${app.name}: built in ${formatDuration(ms)}`);
    results.push({ app: app.name, ms });
  }
  return results;
}
