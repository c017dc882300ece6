// Finds a pnpm 10 to run. A fresh machine has only Node and npm, and corepack
// cannot verify pnpm's signature here, so: the pnpm on PATH if it is 10.x,
// else `npm i -g pnpm@10`, else every call goes through `npx -y pnpm@10`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { info, warn } from './log.mjs';

const WANTED_MAJOR = 10;

function versionOf(argv) {
  const [command, ...args] = argv;
  const result = spawnSync(command, [...args, '--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) return null;
  const version = result.stdout.trim().split('\n').pop() ?? '';
  return /^\d+\.\d+\.\d+/.test(version) ? version : null;
}

const isWanted = (version) => version !== null && Number(version.split('.')[0]) === WANTED_MAJOR;

let cached = null;

/** @returns {string[]} the command prefix that runs pnpm 10, e.g. ['pnpm'] or ['npx', '-y', 'pnpm@10']. */
export function ensurePnpm() {
  if (cached) return cached;
  const onPath = versionOf(['pnpm']);
  if (isWanted(onPath)) return (cached = ['pnpm']);

  info(
    onPath
      ? `pnpm ${onPath} found, but this project needs pnpm ${WANTED_MAJOR}; installing it with npm`
      : 'pnpm not found; installing pnpm 10 with npm',
  );
  const npm = spawnSync('npm', ['install', '--global', `pnpm@${WANTED_MAJOR}`], { stdio: 'inherit' });
  if (npm.status === 0) {
    if (isWanted(versionOf(['pnpm']))) return (cached = ['pnpm']);
    // Installed, but npm's global bin folder is not on PATH: call it by its full path.
    const prefix = spawnSync('npm', ['prefix', '--global'], { encoding: 'utf8' }).stdout?.trim();
    const binary = prefix
      ? path.join(prefix, process.platform === 'win32' ? 'pnpm.cmd' : path.join('bin', 'pnpm'))
      : '';
    if (binary && fs.existsSync(binary) && isWanted(versionOf([binary]))) return (cached = [binary]);
  }

  // No write access to npm's global folder.
  warn(`could not install pnpm globally; running it through npx -y pnpm@${WANTED_MAJOR}`);
  const viaNpx = ['npx', '-y', `pnpm@${WANTED_MAJOR}`];
  if (!isWanted(versionOf(viaNpx))) {
    throw new Error(
      `pnpm ${WANTED_MAJOR} is not available: neither 'npm i -g pnpm@${WANTED_MAJOR}' nor 'npx -y pnpm@${WANTED_MAJOR}' worked. Check access to the npm registry.`,
    );
  }
  return (cached = viaNpx);
}
