// Content fingerprints of files and folders: what the install and build stamps
// compare, so a second run skips work whose inputs did not change.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.cache',
  'test-results',
  'playwright-report',
  '.data',
  '.git',
]);
// Tests are not bundled, so editing one does not need a rebuild.
const SKIPPED_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)__tests__\//;

function listFiles(dir, root, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // a folder that does not exist contributes nothing
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(full, root, out);
    } else if (entry.isFile()) {
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (!SKIPPED_FILE.test(relative)) out.push(relative);
    }
  }
}

/**
 * sha256 over the paths and contents of the given files and folders (relative to root).
 * @param {string} root
 * @param {string[]} inputs
 */
export function fingerprint(root, inputs) {
  const files = [];
  for (const input of inputs) {
    const full = path.join(root, input);
    if (fs.existsSync(full) && fs.statSync(full).isDirectory()) listFiles(full, root, files);
    else if (fs.existsSync(full)) files.push(input);
  }
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function readStamp(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

export function writeStamp(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${value}\n`);
}
