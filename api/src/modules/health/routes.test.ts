import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { startFaultProxy } from '../../db/fault-proxy';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../http/db-errors';
import { bearer, login, startTestApp, TEST_DATABASE_URL, TEST_DB, type TestApp } from '../../testing/app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

test('GET /health names the database and confirms it answers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/health' });
  assert.equal(res.statusCode, 200);
  assert.ok(Value.Check(endpoints.health.response, res.json()));
  assert.deepEqual(res.json().data, { database: TEST_DB, ok: true });
});

test(
  'GET /health answers 503 with Retry-After while the database is down, and 200 again once it is back',
  { skip: TEST_DB !== 'postgres' && 'PGlite runs in-process: it cannot be down while the API runs' },
  async () => {
    const target = new URL(TEST_DATABASE_URL);
    const proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const behind = await startTestApp({ DATABASE_URL: proxy.urlFor(TEST_DATABASE_URL) });
    try {
      const { token } = await login(behind.app, 'admin', 'admin');
      await proxy.down();
      for (let i = 0; i < 3; i++) {
        const down = await behind.app.inject({ method: 'GET', url: '/health' });
        assert.equal(down.statusCode, 503);
        assert.equal(down.json().status, false);
        assert.ok(Number(down.headers['retry-after']) > 0);
      }
      // Any other request meets the same outage: a 503 saying so, not a 500.
      const read = await behind.app.inject({ method: 'GET', url: '/api/master/variants', headers: bearer(token) });
      assert.equal(read.statusCode, 503, read.body);
      assert.equal(read.json().message, DATABASE_UNAVAILABLE_MESSAGE);
      await proxy.up();
      const up = await behind.app.inject({ method: 'GET', url: '/health' });
      assert.equal(up.statusCode, 200, up.body);
      const again = await behind.app.inject({ method: 'GET', url: '/api/master/variants', headers: bearer(token) });
      assert.equal(again.statusCode, 200, again.body);
    } finally {
      await proxy.up();
      await behind.close();
      await proxy.close();
    }
  },
);
