import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints, type ActivityRow } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { call, login, startTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
let admin: string;
let viewer: string;
before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  viewer = (await login(t.app, 'viewer', 'viewer')).token;
});
after(() => t.close());

const post = (token: string, menu: string, module: string) =>
  call(t.app, token, { method: 'POST', url: '/api/settings/post-activity', payload: { menu, module } });
const log = async (query: string) => {
  const res = await call(t.app, admin, { method: 'GET', url: `/api/settings/log-dashboard-activity?${query}` });
  if (res.status === 200) assert.ok(Value.Check(endpoints.activityLog.response, res.body), 'matches the contract');
  return res;
};
const modules = (rows: ActivityRow[]) => rows.map((r) => r.module);

describe('activity log round trip', () => {
  test('posting a visit records who, where and when', async () => {
    const res = await post(viewer, 'Highlight', 'Label Maker');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: true, message: 'Activity recorded', data: null });
    await post(admin, 'Reports', 'Report Customer');
    await post(admin, 'Settings', 'Log Dashboard Activity');
    const { body } = await log('');
    const [latest] = body.data as ActivityRow[];
    assert.equal(latest?.username, 'admin');
    assert.equal(latest?.module, 'Log Dashboard Activity');
    assert.ok(Math.abs(Date.parse(latest!.created_at) - Date.now()) < 60_000);
  });

  test('sorted by id descending by default; by created_at ascending on request', async () => {
    const { body } = await log('');
    const ids = (body.data as ActivityRow[]).map((r) => r.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const asc = await log('by=created_at&order=ASC');
    assert.deepEqual(modules(asc.body.data), ['Label Maker', 'Report Customer', 'Log Dashboard Activity']);
    assert.equal((await log('by=password')).status, 400);
  });

  test('search finds user names containing the text, whatever the case', async () => {
    const { body } = await log('search=VIEW');
    assert.deepEqual(
      (body.data as ActivityRow[]).map((r) => r.username),
      ['viewer'],
    );
    assert.equal((await log('search=%25')).body.meta.total, 0, '% is matched literally');
  });

  test('paging: page, limit and meta; pagination=false returns all', async () => {
    for (let i = 1; i <= 4; i++) await post(viewer, 'Highlight', `Visit ${i}`);
    const page2 = await log('page=2&limit=3');
    assert.deepEqual(page2.body.meta, { current_page: 2, last_page: 3, per_page: 3, total: 7 });
    assert.deepEqual(modules(page2.body.data), ['Visit 1', 'Log Dashboard Activity', 'Report Customer']);
    const all = await log('pagination=false&page=2&limit=3');
    assert.equal(all.body.data.length, 7);
    assert.deepEqual(all.body.meta, { current_page: 1, last_page: 1, per_page: 7, total: 7 });
    const defaults = await log('');
    assert.equal(defaults.body.meta.per_page, 15);
  });

  describe('date range in the business time zone (Asia/Jakarta, UTC+7)', () => {
    before(async () => {
      const insert = (module: string, utc: string) =>
        t.db.query(
          `insert into activity_log (user_id, username, menu, module, created_at) values (1, 'admin', 'Past', $1, $2)`,
          [module, utc],
        );
      await insert('Feb 29 23:59 WIB', '2024-02-29T16:59:59Z');
      await insert('Mar 1 00:00 WIB', '2024-02-29T17:00:00Z');
      await insert('Mar 31 23:59:59 WIB', '2024-03-31T16:59:59.500Z');
      await insert('Apr 1 00:00 WIB', '2024-03-31T17:00:00Z');
    });

    test("with the client's appended times", async () => {
      const res = await log('start=2024-03-01%2000:00:00&end=2024-03-31%2023:59:59&by=created_at&order=ASC');
      assert.deepEqual(modules(res.body.data), ['Mar 1 00:00 WIB', 'Mar 31 23:59:59 WIB']);
    });

    test('with plain dates', async () => {
      const res = await log('start=2024-03-01&end=2024-03-31&by=created_at&order=ASC');
      assert.deepEqual(modules(res.body.data), ['Mar 1 00:00 WIB', 'Mar 31 23:59:59 WIB']);
      const from = await log('start=2024-04-01&by=created_at&order=ASC&limit=1');
      assert.deepEqual(modules(from.body.data), ['Apr 1 00:00 WIB']);
    });

    test('search and dates combine', async () => {
      const res = await log('search=adm&start=2024-02-29&end=2024-02-29');
      assert.deepEqual(modules(res.body.data), ['Feb 29 23:59 WIB']);
    });

    test('a date that does not exist, a bad format or an end before the start is a 400', async () => {
      const bad = await log('start=2024-02-30');
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /^querystring\/start must be a real date YYYY-MM-DD/);
      const format = await log('start=01-03-2024');
      assert.equal(format.status, 400);
      assert.equal(format.body.details[0].field, 'querystring/start');
      assert.match(format.body.message, /^querystring\/start must be a real date YYYY-MM-DD/);
      const reversed = await log('start=2024-03-02&end=2024-03-01');
      assert.equal(reversed.status, 400);
      assert.match(reversed.body.message, /end must not be before start/);
    });
  });

  test('posting needs a signed-in user and both fields', async () => {
    assert.equal(
      (
        await call(t.app, undefined, {
          method: 'POST',
          url: '/api/settings/post-activity',
          payload: { menu: 'a', module: 'b' },
        })
      ).status,
      401,
    );
    const res = await call(t.app, viewer, {
      method: 'POST',
      url: '/api/settings/post-activity',
      payload: { menu: 'Highlight' },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.details, [{ field: 'body/module', message: 'is required' }]);
  });
});
