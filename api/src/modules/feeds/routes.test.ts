import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { call, login, startTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
let token: string;
before(async () => {
  t = await startTestApp();
  token = (await login(t.app, 'viewer', 'viewer')).token;
});
after(() => t.close());

test('product categories: oil=1, pad;shoe=2, vanbelt=3, each with the URL of its app', async () => {
  const res = await call(t.app, token, { method: 'GET', url: '/api/admin/feeds/product-category' });
  assert.equal(res.status, 200);
  assert.ok(Value.Check(endpoints.productCategories.response, res.body));
  assert.deepEqual(
    res.body.data.map((p: { id: number; name: string }) => [p.id, p.name]),
    [
      [1, 'oil'],
      [2, 'pad;shoe'],
      [3, 'vanbelt'],
    ],
  );
  for (const p of res.body.data) assert.match(p.url, /^https?:\/\//);
});

test('roles, by id; role 1 is the super administrator', async () => {
  const res = await call(t.app, token, { method: 'GET', url: '/api/admin/feeds/roles' });
  assert.ok(Value.Check(endpoints.roles.response, res.body));
  assert.deepEqual(res.body.data.slice(0, 2), [
    { id: 1, name: 'Super Admin' },
    { id: 2, name: 'Work Order' },
  ]);
});
