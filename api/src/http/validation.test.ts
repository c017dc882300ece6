import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ActivityLogQuery, HighlightQuery, HighlightSeriesQuery, LoginBody } from '@qrguard/shared-api/contract';
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
    [
      '/start',
      'must be a real date YYYY-MM-DD, optionally followed by HH:mm:ss, from 2000-01-01 to one year after today',
    ],
  ]);
});

test('dates outside the window, or that do not exist, are refused by name (year 9999 once looped a series forever)', () => {
  for (const start of ['9999-12-30', '1999-12-31', '2025-02-30', '2025-06-01 24:00:00']) {
    const { error } = validate(HighlightSeriesQuery, 'querystring', { start, end: '9999-12-31', mode: 'DAILY' });
    assert.equal(error?.[0]?.instancePath, '/start', start);
    assert.match(error?.[0]?.message ?? '', /from 2000-01-01 to one year after today/);
  }
});

test('a range is checked once, here: reversed, or longer than its mode allows, names the end', () => {
  const reversed = validate(ActivityLogQuery, 'querystring', { start: '2025-06-02', end: '2025-06-01' }).error;
  assert.deepEqual(
    reversed?.map((e) => [e.instancePath, e.message]),
    [['/end', 'must not be before start']],
  );
  const long = validate(HighlightSeriesQuery, 'querystring', { start: '2025-01-01', end: '2025-03-04', mode: 'DAILY' });
  assert.equal(long.error?.[0]?.instancePath, '/end');
  assert.match(long.error?.[0]?.message ?? '', /a DAILY range is at most 62 days/);
  assert.equal(
    validate(HighlightSeriesQuery, 'querystring', { start: '2025-01-01', end: '2025-03-03', mode: 'DAILY' }).error,
    undefined,
  );
});

test('NUL characters and unpaired surrogates are refused in any field, before the schema', () => {
  for (const text of ['ad\u0000min', '\uD800', 'x\uDC00y']) {
    const { error } = validate(LoginBody, 'body', { username: text, password: 'x' });
    assert.deepEqual(
      error?.map((e) => e.instancePath),
      ['/username'],
      JSON.stringify(text),
    );
  }
  assert.equal(
    validate(LoginBody, 'body', { username: 'ad\uD83D\uDE00min', password: 'x' }).error,
    undefined,
    'a pair is fine',
  );
  assert.equal(validate(ActivityLogQuery, 'querystring', { search: 'a\u0000' }).error?.[0]?.instancePath, '/search');
});

test('sort keys are a closed set: constructor and __proto__ are a 400 listing the allowed ones', () => {
  for (const by of ['constructor', '__proto__', 'toString']) {
    const { error } = validate(ActivityLogQuery, 'querystring', { by });
    assert.equal(error?.[0]?.instancePath, '/by', by);
    assert.match(error?.[0]?.message ?? '', /^must be one of "id", "user_id"/);
  }
});

test('pages and sizes are bounded integers: 1e300 never reaches SQL', () => {
  for (const page of ['1e300', '100001', '0', '-1', 'NaN', '9'.repeat(400)]) {
    assert.equal(validate(ActivityLogQuery, 'querystring', { page }).error?.[0]?.instancePath, '/page', page);
  }
  assert.equal(validate(ActivityLogQuery, 'querystring', { limit: '1001' }).error?.[0]?.instancePath, '/limit');
});

test('an unknown key is refused by name, not ignored (a misspelt filter would answer for everything)', () => {
  const { error } = validate(HighlightQuery, 'querystring', { variants: '3', start: '2026-11-01' });
  assert.deepEqual(
    error?.map((e) => [e.instancePath, e.message]),
    [['/variants', 'is not a parameter of this request']],
  );
});

test('an empty query gets its defaults, a fresh object each time (worked out once, not per request)', () => {
  const first = validate(ActivityLogQuery, 'querystring', {});
  assert.deepEqual(first.value, { pagination: true, page: 1, limit: 15 });
  const second = validate(ActivityLogQuery, 'querystring', {});
  assert.notEqual(first.value, second.value);
});
