import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { call, login, startTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

test("the signed-in user's notifications, newest first", async () => {
  const admin = await login(t.app, 'admin', 'admin');
  await t.db.query(
    `insert into notifications (user_id, subject, message, work_order_code, icon, created_at)
     values ($1, 'work-order', 'Just now', 'WO-NEW-1', 'FileAddOutlined', now() + interval '1 minute')`,
    [admin.id],
  );
  const res = await call(t.app, admin.token, { method: 'GET', url: '/api/v1/notification' });
  assert.equal(res.status, 200);
  assert.ok(Value.Check(endpoints.notifications.response, res.body));
  const first = res.body.data[0]!;
  assert.equal(first.message, 'Just now');
  assert.deepEqual(first.data.work_order_code, 'WO-NEW-1');
  assert.deepEqual(first.step_data, { icon: 'FileAddOutlined' });
  assert.equal(first.read, false);
  const times = res.body.data.map((n: { data: { created_at: string } }) => Date.parse(n.data.created_at));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
  );
});

test("another user's notifications are never listed", async () => {
  const admin = await login(t.app, 'admin', 'admin');
  const viewer = await login(t.app, 'viewer', 'viewer');
  const res = await call(t.app, viewer.token, { method: 'GET', url: '/api/v1/notification' });
  assert.deepEqual(res.body.data, [], 'the demo viewer has none');
  const own = await call(t.app, admin.token, { method: 'GET', url: '/api/v1/notification' });
  assert.ok(own.body.data.length > 0);
});
