import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, verifyPassword } from './password';

test('a hashed password verifies, a different one does not', async () => {
  const stored = await hashPassword('correct horse');
  assert.match(stored, /^scrypt\$16384\$8\$1\$/);
  assert.equal(await verifyPassword('correct horse', stored), true);
  assert.equal(await verifyPassword('correct horsE', stored), false);
});

test('each hash has its own salt', async () => {
  assert.notEqual(await hashPassword('same'), await hashPassword('same'));
});

test('a malformed stored hash never matches', async () => {
  assert.equal(await verifyPassword('x', 'plain-text'), false);
  assert.equal(await verifyPassword('x', 'scrypt$0$8$1$abc$def'), false);
});
