import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ActivityLogQuery, HighlightQuery, LoginBody } from '@qrguard/shared-api/contract';
import { validatorCompiler } from './validation';

const validate = (schema: unknown, httpPart: string, input: unknown) =>
  (
    validatorCompiler({ schema: schema as never, httpPart, url: '/x', method: 'GET' }) as (v: unknown) => {
      value?: unknown;
      error?: { instancePath: string; message?: string }[];
    }
  )(input);

test('query strings are converted and get their defaults', () => {
  const { value, error } = validate(ActivityLogQuery, 'querystring', { page: '2', pagination: 'false', search: 'ad' });
  assert.equal(error, undefined);
  assert.deepEqual(value, { page: 2, pagination: false, search: 'ad', limit: 15 });
});

test('bodies are checked as sent: no number becomes a string', () => {
  const { error } = validate(LoginBody, 'body', { username: 123, password: 'x' });
  assert.deepEqual(
    error?.map((e) => [e.instancePath, e.message]),
    [['/username', 'must be string']],
  );
});

test('one readable message per field: missing names, allowed values, formats', () => {
  const missing = validate(LoginBody, 'body', {}).error?.map((e) => [e.instancePath, e.message]);
  assert.deepEqual(missing, [
    ['/username', 'is required'],
    ['/password', 'is required'],
  ]);
  const query = validate(ActivityLogQuery, 'querystring', { order: 'up', start: 'yesterday' }).error?.map((e) => [
    e.instancePath,
    e.message,
  ]);
  assert.deepEqual(query, [
    ['/order', 'must be one of "ASC", "DESC"'],
    ['/start', 'must be YYYY-MM-DD, optionally followed by HH:mm:ss'],
  ]);
});

test('an unknown key is refused by name, not ignored (a misspelt filter would answer for everything)', () => {
  const { error } = validate(HighlightQuery, 'querystring', { variants: '3', start: '2026-11-01' });
  assert.deepEqual(
    error?.map((e) => [e.instancePath, e.message]),
    [['/variants', 'is not a parameter of this request']],
  );
});
