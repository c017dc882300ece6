import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { startTestApp, TEST_DB, type TestApp } from '../../testing/app';

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
