import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { call, login, startTestApp, type TestApp } from '../testing/app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const postLogin = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/sso/login', payload, headers: { 'content-type': contentType } });

test('a malformed body is a 400 naming the field', async () => {
  const res = await postLogin(JSON.stringify({ username: '', password: 'x' }));
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json(), {
    status: false,
    message: 'body/username must not have fewer than 1 characters',
    details: [{ field: 'body/username', message: 'must not have fewer than 1 characters' }],
  });
});

test('JSON bodies are not coerced: a number where a string belongs is a 400', async () => {
  const res = await postLogin(JSON.stringify({ username: 12345, password: 'admin' }));
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'body/username must be string');
});

test('missing fields are each named', async () => {
  const res = await postLogin('{}');
  assert.equal(res.statusCode, 400);
  assert.deepEqual(
    res.json().details.map((d: { field: string }) => d.field),
    ['body/username', 'body/password'],
  );
});

test('malformed JSON, an empty body and a wrong content type are 4xx, never 500', async () => {
  const broken = await postLogin('{"username": "admin", ');
  assert.equal(broken.statusCode, 400);
  assert.equal(broken.json().status, false);
  assert.equal((await postLogin('')).statusCode, 400);
  const text = await postLogin('username=admin', 'text/plain');
  assert.equal(text.statusCode, 400, 'text is not an object');
  const xml = await postLogin('<login/>', 'application/xml');
  assert.equal(xml.statusCode, 415);
  assert.equal(xml.json().status, false);
});

test('query strings are converted: page=2 and pagination=false work, page=abc is a 400', async () => {
  const { token } = await login(t.app, 'admin', 'admin');
  const ok = await call(t.app, token, {
    method: 'GET',
    url: '/api/settings/log-dashboard-activity?page=2&limit=5&pagination=true',
  });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.meta.current_page, 2);
  const bad = await call(t.app, token, { method: 'GET', url: '/api/settings/log-dashboard-activity?page=abc' });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.message, 'querystring/page must be integer');
});

test('an unknown route is a JSON 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
  assert.equal(res.statusCode, 404);
  assert.deepEqual(res.json(), { status: false, message: 'Route GET /api/nothing-here not found' });
});

test('an unexpected failure is logged and answered with a generic 500', async () => {
  const { token } = await login(t.app, 'admin', 'admin');
  await t.db.query('drop table insurance_companies');
  const res = await call(t.app, token, { method: 'GET', url: '/api/v1/insurance/company' });
  assert.equal(res.status, 500);
  assert.deepEqual(res.body, {
    status: false,
    message: 'Internal server error. The problem was logged; please try again later.',
  });
});

test('CORS allows the web apps and no one else', async () => {
  const allowed = await t.app.inject({
    method: 'OPTIONS',
    url: '/api/sso/login',
    headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST' },
  });
  assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3001');
  const other = await t.app.inject({
    method: 'OPTIONS',
    url: '/api/sso/login',
    headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
  });
  assert.equal(other.headers['access-control-allow-origin'], undefined);
});
