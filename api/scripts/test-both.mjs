#!/usr/bin/env node
// Runs the API tests with node's test runner (through tsx) on PGlite, then on
// PostgreSQL. Node 20's --test takes no glob, so the *.test.ts files are found
// here. Stops at the first database whose run fails, so the output always ends
// with the summary (# pass / # fail) of the run that decides the exit code.
//
//   node scripts/test-both.mjs                      both databases, every file
//   node scripts/test-both.mjs pglite               one database
//   node scripts/test-both.mjs src/config.test.ts   some files
//
// TEST_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test.
// On PGlite each test file opens a copy of one template database built here
// first (initdb in WASM takes seconds; copying a directory does not).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASES = { pglite: 'PGlite (in memory)', postgres: 'PostgreSQL' };

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : findTests(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const args = process.argv.slice(2);
const chosen = args.filter((a) => a in DATABASES);
const databases = chosen.length > 0 ? chosen : Object.keys(DATABASES);
const fileArgs = args.filter((a) => !(a in DATABASES)).map((f) => path.resolve(f));
const files = (fileArgs.length > 0 ? fileArgs : findTests(path.join(apiRoot, 'src')))
  .map((f) => path.relative(apiRoot, f))
  .sort();

if (files.length === 0) {
  console.error('No *.test.ts files found.');
  process.exit(1);
}

/** One migrated, seeded PGlite data directory that each test file copies (see src/testing/pglite-template.ts). */
function buildPgliteTemplate(scratch) {
  const dir = path.join(scratch, 'template');
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'src/testing/pglite-template.ts', dir], {
    cwd: apiRoot,
    stdio: 'inherit',
  });
  if (made.status !== 0) {
    console.error('Could not build the PGlite template database.');
    process.exit(made.status ?? 1);
  }
  return dir;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'qrguard-api-tests-'));
let status = 0;
try {
  for (const db of databases) {
    console.log(`\n# ==== QR Guard API tests on ${DATABASES[db]} (${files.length} files) ====`);
    const env = { ...process.env, TEST_DB: db };
    if (db === 'pglite') env.TEST_PGLITE_TEMPLATE = buildPgliteTemplate(scratch);
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', ...files], {
      cwd: apiRoot,
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0) {
      status = result.status ?? 1;
      break;
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
