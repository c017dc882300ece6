// Long-running children (the API, dev servers): their output prefixed with
// their name, and all of them stopped together on Ctrl-C, SIGTERM, or when
// one of them dies.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { dim, fail, info } from './log.mjs';

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
const cleanups = [];
let stopping = false;

function prefixLines(stream, target, label) {
  readline.createInterface({ input: stream }).on('line', (line) => target.write(`${dim(label)} ${line}\n`));
}

/**
 * @param {string} name label shown before each output line
 * @param {string[]} argv
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} options
 */
export function startChild(name, argv, { cwd, env }) {
  const [command, ...args] = argv;
  // Same process group as this script: if a supervisor kills the group (Playwright's webServer,
  // a terminal's Ctrl-C), the children go with it even when this script gets no chance to clean up.
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const label = `[${name}]`.padEnd(20);
  prefixLines(child.stdout, process.stdout, label);
  prefixLines(child.stderr, process.stderr, label);
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      fail(`${name} exited unexpectedly (${signal ?? `exit code ${code}`}); stopping everything`);
      void stopAll(1);
    }
  });
  child.on('error', (error) => {
    children.delete(child);
    if (!stopping) {
      fail(`${name} could not start: ${error.message}`);
      void stopAll(1);
    }
  });
  return child;
}

/** Runs at shutdown, after the children have exited (closing in-process servers, removing temporary folders). */
export function onShutdown(fn) {
  cleanups.push(fn);
}

function signalChild(child, signal) {
  try {
    child.kill(signal);
  } catch {
    /* already gone */
  }
}

const waitForExit = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
  );
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops every child and exits with the given code.
 * @param {number} exitCode
 * @param {{ signalled?: boolean }} [options] signalled: this script got a signal that the
 *   children may have got too (Ctrl-C reaches the whole terminal group, Playwright signals
 *   the group). They are then given a moment to stop on their own: a second signal would
 *   make the API skip its graceful close (close-with-grace exits at once on a second one).
 */
export async function stopAll(exitCode = 0, { signalled = false } = {}) {
  if (stopping) return;
  stopping = true;
  const alive = [...children].filter((c) => c.pid !== undefined && c.exitCode === null && c.signalCode === null);
  if (alive.length > 0) info(`stopping ${alive.length} process${alive.length === 1 ? '' : 'es'}…`);
  const allExited = Promise.all(alive.map(waitForExit));
  if (signalled) await Promise.race([allExited, delay(3_000)]);
  for (const c of alive) if (c.exitCode === null && c.signalCode === null) signalChild(c, 'SIGTERM');
  const timer = setTimeout(() => alive.forEach((c) => signalChild(c, 'SIGKILL')), 15_000);
  await allExited;
  clearTimeout(timer);
  // After the children: a data folder is removed only once nothing writes to it.
  for (const fn of cleanups) {
    try {
      await fn();
    } catch {
      /* shutting down anyway */
    }
  }
  process.exit(exitCode);
}

/** Ctrl-C, SIGTERM and SIGHUP stop every child. */
export function stopOnSignals() {
  process.on('SIGINT', () => void stopAll(130, { signalled: true }));
  process.on('SIGTERM', () => void stopAll(143, { signalled: true }));
  process.on('SIGHUP', () => void stopAll(129, { signalled: true }));
}

/**
 * Polls a URL until it answers 2xx.
 * @param {string} url
 * @param {{ timeoutMs: number, what: string }} options
 */
export async function waitForUrl(url, { timeoutMs, what }) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopped');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s (${lastProblem})`);
}
