import assert from 'node:assert/strict';
import { test } from 'node:test';
import { USER_FORM_MESSAGES as M } from '@qrguard/shared-api/contract';
import { distinctIds, userFormErrors } from './user-form';

const messages = (...args: Parameters<typeof userFormErrors>) => userFormErrors(...args).map((e) => e.message);

test('an empty create form lists every required field, in the form order and the spec wording', () => {
  assert.deepEqual(messages('oilmaker', 'create', {}), [
    M.typeRequired,
    M.statusRequired,
    M.productTypeRequired,
    M.companyRequired,
    M.usernameRequired,
    M.passwordRequired,
  ]);
  // Company exists only on the oil-maker form.
  assert.deepEqual(messages('penindakan', 'create', {}), [
    M.typeRequired,
    M.statusRequired,
    M.productTypeRequired,
    M.usernameRequired,
    M.passwordRequired,
  ]);
  assert.deepEqual(
    userFormErrors('dashboard', 'create', {}).map((e) => e.field),
    ['body/role', 'body/status', 'body/product_category', 'body/username', 'body/password'],
  );
});

test('empty strings and empty lists count as not given', () => {
  assert.deepEqual(
    messages('oilmaker', 'create', {
      username: '  ',
      type: '',
      status: 1,
      product_category: [],
      password: '',
      company: ' ',
    }),
    [M.typeRequired, M.productTypeRequired, M.companyRequired, M.usernameRequired, M.passwordRequired],
  );
});

test('a complete create form passes; a short password or a username with spaces does not', () => {
  const ok = { username: 'budi', role: 3, status: 1, product_category: [1], password: '12345678' };
  assert.deepEqual(userFormErrors('dashboard', 'create', ok), []);
  assert.deepEqual(messages('dashboard', 'create', { ...ok, password: '1234567' }), [M.passwordTooShort]);
  assert.deepEqual(messages('dashboard', 'create', { ...ok, username: 'bu di' }), [M.usernameSpaces]);
  // Leading and trailing spaces are trimmed, not refused.
  assert.deepEqual(messages('dashboard', 'create', { ...ok, username: ' budi ' }), []);
});

test('update: no username or password needed; a given password must match its retype and be long enough', () => {
  const ok = { type: 'Officer', status: 0, product_category: [1, 2] };
  assert.deepEqual(userFormErrors('penindakan', 'update', ok), []);
  assert.deepEqual(messages('penindakan', 'update', { ...ok, password: 'abcdefgh' }), [M.passwordMismatch]);
  assert.deepEqual(messages('penindakan', 'update', { ...ok, retype_password: 'abcdefgh' }), [M.passwordMismatch]);
  assert.deepEqual(messages('penindakan', 'update', { ...ok, password: 'abc', retype_password: 'abc' }), [
    M.passwordTooShort,
  ]);
  assert.deepEqual(messages('penindakan', 'update', { ...ok, password: 'abcdefgh', retype_password: 'abcdefgh' }), []);
});

test('distinctIds keeps each id once, in order', () => {
  assert.deepEqual(distinctIds([2, 1, 2, 3, 1]), [2, 1, 3]);
  assert.deepEqual(distinctIds(undefined), []);
});
