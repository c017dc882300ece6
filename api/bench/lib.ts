// Helpers of the benchmarks: a free port, the API started as its own process
// (so the load generator does not share its event loop), and small formatters.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const API_ROOT = path.resolve(__dirname, '..');
export const BENCH_JWT_SECRET = 'bench-jwt-secret-0123456789abcdefghijklmn';
export const BENCH_SSO_SECRET = 'bench-sso-secret-0123456789abcdefghijklmn';
export const DEFAULT_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningApi {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `tsx src/server.ts` with the environment given, on 127.0.0.1; waits until /health answers. */
export async function startApi(env: Record<string, string>): Promise<RunningApi> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir> writes a CPU profile of the API process there (for finding hot spots).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      BIND_HOST: '127.0.0.1',
      API_PORT: String(port),
      JWT_SECRET: BENCH_JWT_SECRET,
      SSO_SECRET: BENCH_SSO_SECRET,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the API did not start within 3 minutes');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
export const loadAverage = () => os.loadavg().map((l) => round(l, 2));
export const mb = (bytes: number) => `${round(bytes / 1024 / 1024, 0)} MB`;
