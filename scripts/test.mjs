#!/usr/bin/env node
// `npm test`: every test of the workspace, in the order a failure is cheapest
// to find: install, type-check, lint, unit tests, API tests on both databases,
// the docker-compose file, production builds, then the browser tests against
// the running stack. Stops at the first failing step, prints one line per step
// with its time, and ends with a line `N passed, M failed` counted from the
// runners' own reports.
//
// Environment: SKIP_POSTGRES=1 runs the API suite on PGlite only (no server at
// 127.0.0.1:5432); CI=true is what .ci/run sets.
// While working on one part: --only=e2e,api or --skip=prettier,type-check pick
// steps by part of their name (install always runs).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildChanged } from './lib/builds.mjs';
import { installIfNeeded } from './lib/install.mjs';
import { bold, dim, fail, formatDuration, green, info, red, warn } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';

const JEST_PACKAGES = ['shared-api', 'shared-ui', 'host', 'remote-highlights', 'remote-reports', 'remote-settings'];
const CHROMIUM = '/usr/bin/chromium';
const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qrguard-test-'));
const totals = { passed: 0, failed: 0 };
/** @type {{ name: string, ms: number, status: 'passed' | 'failed' | 'note', detail?: string }[]} */
const results = [];

class StepFailure extends Error {}

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

async function mustRun(argv, what, options = {}) {
  const result = await run(argv, { cwd: ROOT, ...options });
  if (result.code !== 0) throw new StepFailure(`${what} failed (exit ${result.code})`);
  return result;
}

// --- counting what the runners report ---------------------------------------

function countJest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  // A suite that crashed before running its tests counts as one failure.
  const crashed = report.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
  totals.failed += report.numFailedTests + crashed;
}

/** node --test prints `# pass N` (TAP) or `ℹ pass N` (spec reporter) once per run. */
function countNodeTest(output) {
  for (const [, kind, n] of output.matchAll(/^(?:#|ℹ)\s+(pass|fail)\s+(\d+)\s*$/gm)) {
    totals[kind === 'pass' ? 'passed' : 'failed'] += Number(n);
  }
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}

// --- the steps ---------------------------------------------------------------

function canConnect(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(3_000);
    const settle = (reachable) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => settle(true));
    socket.once('timeout', () => settle(false));
    socket.once('error', () => resolve(false));
  });
}

async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new StepFailure(`${CHROMIUM} is missing. Install Debian's chromium first: sudo apt-get install -y chromium`);
  }
  info(`${CHROMIUM} is missing; installing Debian's chromium with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await mustRun(['apt-get', 'update'], 'apt-get update', { env });
  await mustRun(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'], 'apt-get install chromium', {
    env,
  });
}

function which(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, command)));
}

/** @type {{ name: string, run: (pnpm: string[]) => Promise<string | void> }[]} */
const steps = [
  { name: 'install', run: () => installIfNeeded(ROOT).then(() => undefined) },
  {
    name: 'type-check (pnpm -r typecheck)',
    run: (pnpm) =>
      mustRun([...pnpm, '-r', '--workspace-concurrency=2', 'typecheck'], 'type-check').then(() => undefined),
  },
  { name: 'lint: eslint', run: () => mustRun([bin('eslint'), '.'], 'eslint').then(() => undefined) },
  {
    name: 'lint: prettier --check',
    run: () => mustRun([bin('prettier'), '--check', '.'], 'prettier').then(() => undefined),
  },
  {
    name: 'unit: scripts (node --test)',
    run: async () => {
      // Files named explicitly: given a folder, node would also run scripts/test.mjs itself.
      const files = fs
        .readdirSync(path.join(ROOT, 'scripts'), { recursive: true })
        .filter((file) => file.endsWith('.test.mjs'))
        .map((file) => path.join('scripts', file));
      const { code, output } = await run([process.execPath, '--test', '--test-reporter=tap', ...files], {
        cwd: ROOT,
        quiet: true,
      });
      countNodeTest(output);
      if (code !== 0) {
        process.stdout.write(output);
        throw new StepFailure(`tests of the scripts failed (exit ${code})`);
      }
    },
  },
  ...JEST_PACKAGES.map((pkg) => ({
    name: `unit: ${pkg} (jest)`,
    run: async (pnpm) => {
      const out = path.join(reportsDir, `jest-${pkg}.json`);
      const { code } = await run(
        [...pnpm, '--filter', `@qrguard/${pkg}`, 'test', '--ci', '--json', `--outputFile=${out}`],
        { cwd: ROOT },
      );
      countJest(out);
      if (code !== 0) throw new StepFailure(`jest in ${pkg} failed (exit ${code})`);
    },
  })),
  {
    name: 'api: PGlite + PostgreSQL',
    run: async (pnpm) => {
      const skipPostgres = process.env.SKIP_POSTGRES === '1';
      if (!skipPostgres && !(await canConnect(5432, '127.0.0.1'))) {
        throw new StepFailure(
          'PostgreSQL is not reachable at 127.0.0.1:5432 (the API suite runs on PGlite and on PostgreSQL, database "test", user postgres). ' +
            'Start one, or run with SKIP_POSTGRES=1 to test on PGlite only.',
        );
      }
      // api/scripts/test-both.mjs runs PGlite then PostgreSQL; `pglite` alone skips the server.
      const databases = skipPostgres ? ['pglite'] : [];
      const { code, output } = await run([...pnpm, '--filter', '@qrguard/api', 'test', ...databases], {
        cwd: ROOT,
        capture: true,
      });
      countNodeTest(output);
      if (code !== 0) throw new StepFailure(`API tests failed (exit ${code})`);
      if (skipPostgres) return 'PostgreSQL skipped (SKIP_POSTGRES=1)';
    },
  },
  {
    name: 'docker-compose config',
    run: async () => {
      if (!which('docker-compose'))
        return 'docker-compose not installed, file not validated (apt-get install -y docker-compose)';
      // The file requires JWT_SECRET and SSO_SECRET; any values validate it.
      const env = {
        ...process.env,
        JWT_SECRET: process.env.JWT_SECRET || 'validation-only-secret-0123456789abcdef',
        SSO_SECRET: process.env.SSO_SECRET || 'validation-only-sso-secret-0123456789ab',
      };
      await mustRun(['docker-compose', '-f', 'docker-compose.yml', 'config', '-q'], 'docker-compose config', { env });
    },
  },
  {
    name: 'production builds',
    run: async () => {
      const built = await buildChanged(ROOT).catch((error) => {
        throw new StepFailure(error.message);
      });
      const reused = built.filter((b) => b.ms === null).map((b) => b.app);
      if (reused.length > 0) return `reused: ${reused.join(', ')}`;
    },
  },
  {
    // Issue 10: a build that makes the sign-in or the label-maker page send more JavaScript than its budget fails.
    name: 'size budget (JS per page)',
    run: async () => {
      await ensureChromium();
      await mustRun([process.execPath, path.join('scripts', 'size-budget.mjs')], 'size budget');
    },
  },
  {
    name: 'e2e (Playwright, chromium)',
    run: async (pnpm) => {
      await ensureChromium();
      const out = path.join(reportsDir, 'playwright.json');
      const { code } = await run([...pnpm, '--filter', '@qrguard/e2e', 'test'], {
        cwd: ROOT,
        env: { ...process.env, E2E_JSON_REPORT: out },
      });
      countPlaywright(out);
      if (code !== 0) throw new StepFailure(`e2e tests failed (exit ${code})`);
    },
  },
];

// --- driver --------------------------------------------------------------------

function printSummary(failedStep) {
  console.log(`\n${bold('Test steps')}`);
  const width = Math.max(...steps.map((s) => s.name.length));
  for (const step of steps) {
    const result = results.find((r) => r.name === step.name);
    if (!result) {
      console.log(`  ${dim('-')} ${step.name.padEnd(width)}  ${dim('not run')}`);
      continue;
    }
    const mark = result.status === 'failed' ? red('✗') : green('✓');
    const detail = result.detail ? `  ${dim(result.detail)}` : '';
    console.log(`  ${mark} ${result.name.padEnd(width)}  ${formatDuration(result.ms).padStart(8)}${detail}`);
  }
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  console.log(`  ${' '.repeat(width + 2)}  ${formatDuration(total).padStart(8)} in all\n`);
  if (failedStep) console.log(`${red('FAILED')} at step: ${failedStep}`);
  // The last line, alone, for CI to read.
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
}

/** --only=a,b / --skip=a,b: steps whose name contains one of the words. */
function chosenSteps(argv) {
  const list = (flag) =>
    argv
      .filter((a) => a.startsWith(`--${flag}=`))
      .flatMap((a) => a.slice(flag.length + 3).split(','))
      .filter(Boolean);
  const only = list('only');
  const skip = list('skip');
  const matches = (step, words) => words.some((w) => step.name.includes(w));
  return steps.filter(
    (step) => step.name === 'install' || ((only.length === 0 || matches(step, only)) && !matches(step, skip)),
  );
}

async function main() {
  const selected = chosenSteps(process.argv.slice(2));
  steps.splice(0, steps.length, ...selected);
  let pnpm;
  let failedStep = null;
  for (const step of steps) {
    console.log(`\n${bold(`▶ ${step.name}`)}`);
    const started = Date.now();
    try {
      pnpm ??= ensurePnpm();
      const detail = await step.run(pnpm);
      results.push({ name: step.name, ms: Date.now() - started, status: 'passed', detail: detail ?? undefined });
      if (detail) warn(detail);
    } catch (error) {
      results.push({ name: step.name, ms: Date.now() - started, status: 'failed', detail: error.message });
      failedStep = step.name;
      fail(`step "${step.name}" failed: ${error.message}`);
      break;
    }
  }
  printSummary(failedStep);
  fs.rmSync(reportsDir, { recursive: true, force: true });
  if (failedStep || totals.failed > 0) process.exit(1);
}

main().catch((error) => {
  fail(error.stack ?? String(error));
  process.exit(1);
});
