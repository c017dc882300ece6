// `pnpm install --frozen-lockfile`, but only when node_modules is missing or
// the lockfile or a manifest changed since the last successful install.
import fs from 'node:fs';
import path from 'node:path';
import { fingerprint, readStamp, writeStamp } from './fingerprint.mjs';
import { info } from './log.mjs';
import { ROOT, stampDir } from './paths.mjs';
import { ensurePnpm } from './pnpm.mjs';
import { run } from './run.mjs';

function workspaceManifests(root) {
  const manifest = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  // The workspace lists plain folder names ("  - api"); no globs are used.
  const folders = [...manifest.matchAll(/^\s*-\s*['"]?([\w./-]+)['"]?\s*$/gm)]
    .map((m) => m[1])
    .filter((f) => fs.existsSync(path.join(root, f, 'package.json')));
  return ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', ...folders.map((f) => `${f}/package.json`)];
}

export function installFingerprint(root = ROOT) {
  return fingerprint(root, workspaceManifests(root));
}

const stampFile = (root) => path.join(stampDir(root), 'install.sha256');

export function markInstalled(root = ROOT) {
  writeStamp(stampFile(root), installFingerprint(root));
}

/** @returns {Promise<boolean>} true when an install ran */
export async function installIfNeeded(root = ROOT, { force = false } = {}) {
  const pnpm = ensurePnpm();
  const present = fs.existsSync(path.join(root, 'node_modules', '.modules.yaml'));
  const upToDate = present && readStamp(stampFile(root)) === installFingerprint(root);
  if (upToDate && !force) {
    info('dependencies up to date (skipping pnpm install)');
    return false;
  }
  info(present ? 'lockfile or a package manifest changed: pnpm install' : 'installing dependencies: pnpm install');
  // confirmModulesPurge=false: without a terminal (CI) pnpm would abort instead of asking.
  const { code } = await run([...pnpm, 'install', '--frozen-lockfile', '--config.confirmModulesPurge=false'], {
    cwd: root,
  });
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code})`);
  markInstalled(root);
  return true;
}
