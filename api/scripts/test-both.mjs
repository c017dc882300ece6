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
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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

for (const db of databases) {
  console.log(`\n# ==== QR Guard API tests on ${DATABASES[db]} (${files.length} files) ====`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', ...files], {
    cwd: apiRoot,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: db },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
