import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fingerprint } from './fingerprint.mjs';

function tree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'qrguard-fp-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

test('a source edit changes the fingerprint; build output, dependencies and tests do not', () => {
  const root = tree({
    'app/src/a.ts': 'one',
    'app/src/a.test.ts': 't',
    'app/dist/main.js': 'x',
    'app/node_modules/m/i.js': 'm',
    lock: 'l',
  });
  const before = fingerprint(root, ['app', 'lock']);
  fs.writeFileSync(path.join(root, 'app/dist/main.js'), 'y');
  fs.writeFileSync(path.join(root, 'app/node_modules/m/i.js'), 'n');
  fs.writeFileSync(path.join(root, 'app/src/a.test.ts'), 'u');
  assert.equal(fingerprint(root, ['app', 'lock']), before);
  fs.writeFileSync(path.join(root, 'app/src/a.ts'), 'two');
  assert.notEqual(fingerprint(root, ['app', 'lock']), before);
  fs.rmSync(root, { recursive: true, force: true });
});

test('a renamed file or a changed lockfile changes the fingerprint', () => {
  const root = tree({ 'app/src/a.ts': 'same', lock: 'l1' });
  const before = fingerprint(root, ['app', 'lock']);
  fs.renameSync(path.join(root, 'app/src/a.ts'), path.join(root, 'app/src/b.ts'));
  const renamed = fingerprint(root, ['app', 'lock']);
  assert.notEqual(renamed, before);
  fs.writeFileSync(path.join(root, 'lock'), 'l2');
  assert.notEqual(fingerprint(root, ['app', 'lock']), renamed);
  fs.rmSync(root, { recursive: true, force: true });
});
