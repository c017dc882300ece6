import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { login, startTestApp, testEnv, type TestApp } from '../testing/app';
import securityHeaders, { mayBeCached } from './security-headers';

const API_CSP = "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'";

let t: TestApp;
let token: string;
before(async () => {
  t = await startTestApp();
  token = (await login(t.app, 'viewer', 'viewer')).token;
});
after(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('every API answer', () => {
  test('refuses sniffing, framing, referrers and any content', async () => {
    for (const res of [
      await get('/health'),
      await get('/api/v1/masterData/sidebar', { authorization: `Bearer ${token}` }),
      await get('/api/v1/masterData/sidebar'), // 401
      await get('/api/no-such-route'), // 404
      await t.app.inject({ method: 'POST', url: '/api/scan', payload: { nonsense: true } }), // 400
    ]) {
      const where = `${res.statusCode} ${res.body.slice(0, 80)}`;
      assert.equal(res.headers['x-content-type-options'], 'nosniff', where);
      assert.equal(res.headers['x-frame-options'], 'DENY', where);
      assert.equal(res.headers['referrer-policy'], 'no-referrer', where);
      assert.equal(res.headers['content-security-policy'], API_CSP, where);
      // No HSTS unless configured: the API listens on plain http.
      assert.equal(res.headers['strict-transport-security'], undefined, where);
    }
  });

  test('personal data is never stored by a cache: sessions, reads, errors, public scans', async () => {
    const answers = {
      login: await t.app.inject({
        method: 'POST',
        url: '/api/sso/login',
        payload: { username: 'viewer', password: 'viewer' },
      }),
      badLogin: await t.app.inject({
        method: 'POST',
        url: '/api/sso/login',
        payload: { username: 'viewer', password: 'x' },
      }),
      crossClient: await t.app.inject({ method: 'POST', url: '/api/sso/cross-client', payload: {} }),
      read: await get('/api/v1/masterData/sidebar', { authorization: `Bearer ${token}` }),
      noSession: await get('/api/v1/masterData/sidebar'),
      scan: await t.app.inject({ method: 'POST', url: '/api/scan', payload: { nonsense: true } }),
      unknown: await get('/api/no-such-route'),
    };
    assert.equal(answers.login.statusCode, 200);
    assert.equal(answers.read.statusCode, 200);
    for (const [name, res] of Object.entries(answers)) assert.equal(res.headers['cache-control'], 'no-store', name);
  });

  test('the health check and the API description may be cached', async () => {
    assert.equal((await get('/health')).headers['cache-control'], undefined);
    const doc = await get('/api/openapi.json');
    assert.equal(doc.statusCode, 200);
    assert.equal(doc.headers['cache-control'], undefined);
    assert.equal(mayBeCached('/api/docs/static/index.html'), true);
    assert.equal(mayBeCached('/api/docsx'), false);
    assert.equal(mayBeCached(undefined), false);
  });

  test('the docs page keeps its own policy and still refuses framing and sniffing', async () => {
    const page = await get('/api/docs');
    assert.equal(page.statusCode, 200);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(page.headers['x-frame-options'], 'DENY');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
  });
});

describe('CORS', () => {
  const origin = 'http://127.0.0.1:3000';
  const preflight = (from: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/masterData/sidebar',
      headers: {
        origin: from,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  test('a configured origin is named, never *, and without credentials (tokens travel in a header)', async () => {
    assert.ok(t.config.corsOrigins.includes(origin));
    for (const res of [
      await preflight(origin),
      await get('/api/v1/masterData/sidebar', { origin, authorization: `Bearer ${token}` }),
    ]) {
      assert.equal(res.headers['access-control-allow-origin'], origin);
      assert.equal(res.headers['access-control-allow-credentials'], undefined);
      assert.match(String(res.headers.vary), /origin/i);
    }
  });

  test("the dashboard may read a file's name and Retry-After", async () => {
    const res = await get('/api/v1/masterData/sidebar', { origin, authorization: `Bearer ${token}` });
    const exposed = String(res.headers['access-control-expose-headers']).toLowerCase();
    for (const name of ['content-disposition', 'retry-after']) assert.ok(exposed.includes(name));
  });

  test('a foreign origin gets no Access-Control-Allow-Origin', async () => {
    for (const from of ['https://evil.example', 'null', 'http://127.0.0.1:3000.evil.example']) {
      for (const res of [
        await preflight(from),
        await get('/api/v1/masterData/sidebar', { origin: from, authorization: `Bearer ${token}` }),
      ]) {
        assert.equal(res.headers['access-control-allow-origin'], undefined, from);
      }
    }
  });

  test('CORS_ORIGINS cannot be * or anything but a list of origins', () => {
    for (const value of ['*', 'null', 'http://a.example,*', 'https://a.example/path']) {
      assert.throws(() => loadConfig(testEnv({ CORS_ORIGINS: value })), ConfigError, value);
    }
  });
});

describe('options and opting out (a bare Fastify with only this plugin)', () => {
  let bare: FastifyInstance;
  const build = async (hstsMaxAge: number) => {
    const app = Fastify();
    await app.register(securityHeaders, { hstsMaxAge });
    app.get('/api/plain', async () => ({ ok: true }));
    // A page declared here sets its own policy on the reply.
    app.get('/api/page', async (_req, reply) =>
      reply.header('content-security-policy', "default-src 'self'").send('page'),
    );
    // A route that knows its answer may be cached says so itself.
    app.get('/api/cacheable', async (_req, reply) => reply.header('cache-control', 'public, max-age=60').send('x'));
    // Routes of a plugin that sets its policy on the reply (as @fastify/swagger-ui's staticCSP does).
    await app.register(async (scope) => {
      scope.addHook('onSend', async (_req, reply) => {
        reply.header('content-security-policy', "default-src 'self'");
      });
      scope.get('/api/other-page', async () => 'page');
    });
    await app.ready();
    return app;
  };
  after(() => bare?.close());

  test('HSTS only when HSTS_MAX_AGE is set', async () => {
    bare = await build(0);
    assert.equal((await bare.inject('/api/plain')).headers['strict-transport-security'], undefined);
    await bare.close();
    bare = await build(31536000);
    assert.equal((await bare.inject('/api/plain')).headers['strict-transport-security'], 'max-age=31536000');
    assert.equal(loadConfig(testEnv({ HSTS_MAX_AGE: '600' })).hstsMaxAge, 600);
    assert.equal(loadConfig(testEnv()).hstsMaxAge, 0);
    assert.throws(() => loadConfig(testEnv({ HSTS_MAX_AGE: 'forever' })), /HSTS_MAX_AGE/);
  });

  test('a route opts out of the API policy by setting the header itself', async () => {
    assert.equal((await bare.inject('/api/plain')).headers['content-security-policy'], API_CSP);
    const page = await bare.inject('/api/page');
    assert.equal(page.headers['content-security-policy'], "default-src 'self'");
    assert.equal(page.headers['x-frame-options'], 'DENY');
    assert.equal((await bare.inject('/api/other-page')).headers['content-security-policy'], "default-src 'self'");
    assert.equal((await bare.inject('/api/cacheable')).headers['cache-control'], 'public, max-age=60');
    assert.equal((await bare.inject('/api/plain')).headers['cache-control'], 'no-store');
  });
});
