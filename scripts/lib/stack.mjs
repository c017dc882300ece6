// The whole product started by scripts/start.mjs as a child process, for the
// scripts that measure a running stack (measure.mjs, measure-pages.mjs), on
// ports of their own so that they never meet a stack already running.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Starts `scripts/start.mjs` of `repo` with these ports; resolves once it says it is running.
 * @param {string} repo
 * @param {Record<string, string>} ports API_PORT, HOST_PORT, HIGHLIGHTS_PORT, REPORTS_PORT, SETTINGS_PORT
 * @param {string[]} args e.g. ['--ephemeral-data', '--no-build']
 * @param {Record<string, string>} [env] settings over the defaults (e.g. DATABASE_URL of a benchmark's database)
 */
export function startStack(repo, ports, args, env = {}) {
  const child = spawn(process.execPath, [path.join(repo, 'scripts', 'start.mjs'), ...args], {
    cwd: repo,
    env: {
      ...process.env,
      ...ports,
      // Whatever the caller's shell points at, this stack uses its own embedded database and URLs.
      DATABASE_URL: '',
      PGLITE_DIR: '',
      API_URL: '',
      REMOTE_HIGHLIGHTS_URL: '',
      REMOTE_REPORTS_URL: '',
      REMOTE_SETTINGS_URL: '',
      CORS_ORIGINS: '',
      LOG_LEVEL: 'warn',
      // A caller's own settings last (a benchmark's database).
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('QR Guard is running')) resolve(child);
    });
    child.once('exit', (code) =>
      reject(new Error(`the stack stopped while starting (exit ${code}):\n${output.slice(-2000)}`)),
    );
  });
}

/** Stops a stack started by startStack and waits for it to exit. */
export async function stopStack(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
