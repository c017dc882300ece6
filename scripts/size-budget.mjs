#!/usr/bin/env node
// The JavaScript budget of each page (issue 10), checked by `npm test` after the production
// builds: serves the builds as they are (--no-build) on spare ports with a throw-away database,
// opens /login in headless chromium with an empty cache, signs in and waits for the label-maker
// page's charts, and counts every script received from any origin at its size as transferred
// (the brotli copies the static server sends). Exits 1 when a page is over its budget, or when
// the visit downloaded a remote's own copy of a shared library the host provides (antd...: the
// remotes' mf-manifest.json list those chunks; scripts/lib/shared-copies.mjs).
//
//   node scripts/size-budget.mjs            (SIZE_BUDGET_PORT_OFFSET moves its ports)
import { pathToFileURL } from 'node:url';
import { launchChromium } from './lib/browser.mjs';
import { bold, fail, green, info, red } from './lib/log.mjs';
import { firstVisit } from './lib/page-weight.mjs';
import { ROOT } from './lib/paths.mjs';
import { remoteCopiesOfHostShared } from './lib/shared-copies.mjs';
import { startStack, stopStack } from './lib/stack.mjs';

const KB = 1024;

/**
 * Bytes as transferred; the figures they were set against are in docs/benchmarks.md ("Cold first
 * visit (issue 10)"). Both are issue 10's targets: the sign-in page at most 120 KB, the sign-in to
 * the label-maker page at most 600 KB (596 KB once only the chosen language's dictionary is
 * loaded; a react-admin demo's dashboard sends 714 KB).
 */
export const BUDGETS = [
  { name: 'sign-in page (/login)', pick: (visit) => visit.signInPage, bytes: 120 * KB },
  { name: 'sign-in to the label-maker page', pick: (visit) => visit.labelMakerVisit, bytes: 600 * KB },
];

/** One line per budget: what was measured against it and whether it fits. */
export function checkBudgets(visit, budgets = BUDGETS) {
  return budgets.map(({ name, pick, bytes }) => {
    const measured = pick(visit);
    const { scripts = [] } = measured;
    return { name, bytes: measured.bytes, files: measured.files, scripts, budget: bytes, ok: measured.bytes <= bytes };
  });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

let stack;

async function main() {
  const offset = Number(process.env.SIZE_BUDGET_PORT_OFFSET ?? 0);
  const port = (base) => String(base + offset);
  const ports = {
    API_PORT: port(4600),
    HOST_PORT: port(3600),
    HIGHLIGHTS_PORT: port(3601),
    REPORTS_PORT: port(3602),
    SETTINGS_PORT: port(3603),
  };
  info('starting the stack (existing builds) on spare ports…');
  stack = await startStack(ROOT, ports, ['--ephemeral-data', '--no-build']);
  let lines;
  let copies;
  try {
    const browser = await launchChromium();
    try {
      const visit = await firstVisit(browser, `http://127.0.0.1:${ports.HOST_PORT}`);
      lines = checkBudgets(visit);
      const manifests = await sharedManifests(ports);
      copies = remoteCopiesOfHostShared(
        manifests,
        visit.labelMakerVisit.scripts.map(([url]) => url),
      );
    } finally {
      await browser.close();
    }
  } finally {
    await stopStack(stack);
  }
  console.log(`\n${bold('JavaScript per page, as transferred')}`);
  for (const line of lines) {
    const mark = line.ok ? green('✓') : red('✗');
    console.log(
      `  ${mark} ${line.name.padEnd(34)} ${kb(line.bytes).padStart(10)} in ${String(line.files).padStart(2)} files` +
        `  (budget ${kb(line.budget)})`,
    );
  }
  const sharedMark = copies.length === 0 ? green('✓') : red('✗');
  console.log(`  ${sharedMark} remote copies of the host's shared libraries: ${copies.length === 0 ? 'none' : ''}`);
  for (const { url, shared } of copies) console.log(`      ${url} (${shared.join(', ')})`);
  const over = lines.filter((line) => !line.ok);
  for (const line of over) {
    // Where to look: the largest scripts of the page.
    console.log(`\n  ${line.name}, largest scripts:`);
    for (const [url, bytes] of line.scripts.slice(0, 8)) console.log(`    ${kb(bytes).padStart(10)}  ${url}`);
  }
  if (over.length > 0) {
    fail(`over budget: ${over.map((line) => line.name).join(', ')}`);
    process.exitCode = 1;
  }
  if (copies.length > 0) {
    fail(`the label-maker visit downloaded ${copies.length} chunk(s) of a remote's own shared libraries`);
    process.exitCode = 1;
  }
}

/** The host's mf-manifest.json and each remote's, with the URL its files are served from. */
async function sharedManifests(ports) {
  const get = async (base) => {
    const response = await fetch(new URL('mf-manifest.json', base));
    if (!response.ok) throw new Error(`${base}mf-manifest.json: HTTP ${response.status}`);
    return response.json();
  };
  const remoteBases = ['HIGHLIGHTS_PORT', 'REPORTS_PORT', 'SETTINGS_PORT'].map(
    (name) => `http://127.0.0.1:${ports[name]}/`,
  );
  return {
    host: await get(`http://127.0.0.1:${ports.HOST_PORT}/`),
    remotes: await Promise.all(remoteBases.map(async (base) => ({ base, manifest: await get(base) }))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The stack's servers are child processes: stop them on the way out.
  const stop = (code) => stopStack(stack).then(() => process.exit(code));
  process.on('SIGINT', () => void stop(130));
  process.on('SIGTERM', () => void stop(143));
  main().catch(async (error) => {
    await stopStack(stack);
    fail(error.stack ?? String(error));
    process.exit(1);
  });
}
