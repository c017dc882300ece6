// The audit trail (issue 13): read by super administrators only,
// filtered by actor, action, target and date, newest first; written in the
// transaction of each change (the QR reset included), never with a secret.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { apply, issueCodes } from '../../testing/engine';
import { recordAudit, redactSecrets } from './record';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  // A few writes by two actors: admin creates two users, the demo supervisor edits one.
  for (const username of ['trail.one', '=trail.two']) {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/admin/user',
      payload: { username, role: 3, status: 1, product_category: [1], password: 'trail-pass-1' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    ids[username] = res.body.data.id;
  }
  const supervisor = (await login(t.app, 'supervisor', 'supervisor')).token;
  const edit = await call(t.app, supervisor, {
    method: 'PUT',
    url: `/api/admin/user/${ids['trail.one']}`,
    payload: { role: 2, status: 0, product_category: [1] },
  });
  assert.equal(edit.status, 200, JSON.stringify(edit.body));
});
after(() => t.close());

const trail = (query = '', token = admin) =>
  call(t.app, token, { method: 'GET', url: `/api/settings/audit-trail?${query}` });

describe('reading the trail', () => {
  test('super administrators only', async () => {
    const manager = (await login(t.app, 'usermanager', 'usermanager')).token;
    assert.equal((await trail('', manager)).status, 403);
    const viewer = (await login(t.app, 'viewer', 'viewer')).token;
    assert.equal((await trail('', viewer)).status, 403);
    assert.equal((await call(t.app, undefined, { method: 'GET', url: '/api/settings/audit-trail' })).status, 401);
  });

  test('newest first, answering the contract, paged', async () => {
    const res = await trail();
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(Value.Check(endpoints.auditTrail.response, res.body));
    assert.deepEqual(
      res.body.data.map((e: { action: string; target_label: string }) => [e.action, e.target_label]),
      [
        ['user.update', 'trail.one'],
        ['user.create', '=trail.two'],
        ['user.create', 'trail.one'],
      ],
    );
    const update = res.body.data[0]!;
    assert.deepEqual([update.before!.status, update.after!.status, update.after!.role], [1, 0, 2]);
    assert.equal(update.actor_username, 'supervisor');
    const page = await trail('limit=1&page=2');
    assert.deepEqual(page.body.meta, { current_page: 2, last_page: 3, per_page: 1, total: 3 });
    assert.equal(page.body.data[0].target_label, '=trail.two');
    const oldest = await trail('by=at&order=ASC');
    assert.equal(oldest.body.data[0].target_label, 'trail.one');
  });

  test('filters by actor, action, target kind and id, and date', async () => {
    const labels = async (query: string) =>
      (await trail(query)).body.data.map((e: { action: string; target_label: string }) => e.target_label);
    assert.deepEqual(await labels('actor=SUPER'), ['trail.one']);
    assert.deepEqual(await labels('action=user.create'), ['=trail.two', 'trail.one']);
    assert.deepEqual(await labels(`target_kind=dashboard_user&target_id=${ids['trail.one']}`), [
      'trail.one',
      'trail.one',
    ]);
    assert.deepEqual(await labels('target_kind=qrcode'), []);
    assert.deepEqual(await labels('start=2001-01-01&end=2001-12-31'), []);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    assert.equal((await labels(`start=${yesterday}&end=${tomorrow}`)).length, 3, today);
    const bad = await trail('action=user.explode');
    assert.equal(bad.status, 400);
    assert.equal((await trail('start=2026-02-01&end=2026-01-01')).status, 400);
  });
});

describe('recording', () => {
  test('never keeps a secret-looking key, at any depth', () => {
    assert.deepEqual(
      redactSecrets({
        username: 'a',
        password: 'x',
        password_hash: 'scrypt$...',
        retype_password: 'x',
        token_version: 2,
        device_uuid: 'phone',
        nested: { api_key: 'k', keyword: 'kept', list: [{ secret: 's', ok: 1 }] },
      }),
      { username: 'a', nested: { keyword: 'kept', list: [{ ok: 1 }] } },
    );
  });

  test('a rolled-back transaction leaves no row', async () => {
    const before = (await trail()).body.meta.total;
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: { id: null, username: 'system' },
          action: 'user.update',
          target: { kind: 'dashboard_user', id: 1 },
        });
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    assert.equal((await trail()).body.meta.total, before);
  });

  test('the QR customer-scan reset records its event; a refused reset records none', async () => {
    const code = (await issueCodes(t, { prefix: 'AUD', ordered: 2 })).qrcodes[0]!;
    await apply(
      t,
      Array.from({ length: 3 }, (_, i) => ({
        kind: 'customer' as const,
        qrcode: code,
        url: code,
        lat: null,
        lng: null,
        customerType: 'Web' as const,
        at: new Date(Date.UTC(2026, 1, 1, i)),
      })),
    );
    const reset = () =>
      call(t.app, admin, {
        method: 'POST',
        url: '/api/reports/reset-customer-scan',
        payload: { qrcode: code },
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
    assert.equal((await reset()).status, 200);
    const events = (await trail(`target_kind=qrcode&target_id=${code}`)).body.data;
    assert.equal(events.length, 1);
    assert.deepEqual(
      [events[0].action, events[0].actor_username, events[0].before.customer_scans, events[0].after.customer_scans],
      ['qrcode.reset', 'admin', 3, 0],
    );
    assert.equal(events[0].client_address, '198.51.100.9');
    assert.equal((await reset()).status, 409, 'nothing left to reset');
    assert.equal((await trail(`target_kind=qrcode&target_id=${code}`)).body.data.length, 1);
  });
});
