// Dashboard users (issue 13): list, create, edit, delete through the API, with
// every rule of the issue and the audit row each write leaves (and none left
// by a refused write).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints, ROLE_SUPER_ADMIN, USER_FORM_MESSAGES as M } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { ROLE_VIEWER } from '../../db/reference-data';
import { call, login, startTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
let admin: string;
let adminId: number;

before(async () => {
  t = await startTestApp();
  const session = await login(t.app, 'admin', 'admin');
  admin = session.token;
  adminId = session.id;
});
after(() => t.close());

const auditCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from audit_event'))[0]!.n;
const lastAudit = async () =>
  (
    await t.db.query<{
      actor_username: string;
      action: string;
      target_kind: string;
      target_id: string;
      target_label: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      client_address: string | null;
    }>('select * from audit_event order by id desc limit 1')
  )[0]!;

const list = (token: string, query = '') => call(t.app, token, { method: 'GET', url: `/api/admin/user?${query}` });
const create = (token: string, payload: Record<string, unknown>) =>
  call(t.app, token, {
    method: 'POST',
    url: '/api/admin/user',
    payload,
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
const edit = (token: string, id: number | string, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'PUT', url: `/api/admin/user/${id}`, payload });
const remove = (token: string, id: number | string) =>
  call(t.app, token, { method: 'DELETE', url: `/api/user/deleteUserDashboard?id=${id}` });

const form = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  role: ROLE_VIEWER,
  status: 1,
  product_category: [1],
  password: 'correct-horse',
  ...extra,
});

async function createdId(username: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await create(admin, form(username, extra));
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.id as number;
}

describe('the list', () => {
  test('answers the contract, newest first, searched by username (any case), paged', async () => {
    const res = await list(admin);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(Value.Check(endpoints.dashboardUsers.response, res.body));
    const names = res.body.data.map((u: { username: string }) => u.username);
    for (const demo of ['admin', 'workorder', 'viewer', 'supervisor', 'usermanager', 'analyst', 'former.staff'])
      assert.ok(names.includes(demo), demo);
    const ids = res.body.data.map((u: { id: number }) => u.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a: number, b: number) => b - a),
    );
    const adminRow = res.body.data.find((u: { username: string }) => u.username === 'admin')!;
    assert.equal(adminRow.super_admin, 1);
    assert.equal(adminRow.role, ROLE_SUPER_ADMIN);
    assert.equal(adminRow.product_category, 'oil, pad;shoe, vanbelt');
    assert.equal(res.body.data.find((u: { username: string }) => u.username === 'former.staff')!.status, 0);

    const found = await list(admin, 'search=VIEW');
    assert.deepEqual(
      found.body.data.map((u: { username: string }) => u.username),
      ['viewer'],
    );
    const paged = await list(admin, 'page=2&limit=2&by=username&order=ASC');
    assert.equal(paged.body.meta.current_page, 2);
    assert.equal(paged.body.data.length, 2);
  });

  test('needs the Dashboard User permission', async () => {
    const viewer = (await login(t.app, 'viewer', 'viewer')).token;
    assert.equal((await list(viewer)).status, 403);
    const manager = (await login(t.app, 'usermanager', 'usermanager')).token;
    assert.equal((await list(manager)).status, 200);
  });
});

describe('writes are a super administrator’s only', () => {
  test('a holder of the Dashboard User permission gets 403 for every write, whatever the body, and no audit row', async () => {
    const manager = (await login(t.app, 'usermanager', 'usermanager')).token;
    const before = await auditCount();
    assert.equal((await create(manager, form('by-manager'))).status, 403);
    assert.equal((await create(manager, {})).status, 403, 'refused before the body is looked at');
    assert.equal((await edit(manager, adminId, { status: 0 })).status, 403);
    assert.equal((await remove(manager, adminId)).status, 403);
    assert.equal(await auditCount(), before);
    assert.equal((await list(admin, 'search=by-manager')).body.data.length, 0);
  });
});

describe('create', () => {
  test('an empty form answers 400 listing every missing field in the spec’s words, and writes nothing', async () => {
    const before = await auditCount();
    const res = await create(admin, {});
    assert.equal(res.status, 400);
    assert.deepEqual(
      res.body.details.map((d: { message: string }) => d.message),
      [M.typeRequired, M.statusRequired, M.productTypeRequired, M.usernameRequired, M.passwordRequired],
    );
    assert.deepEqual(
      res.body.details.map((d: { field: string }) => d.field),
      ['body/role', 'body/status', 'body/product_category', 'body/username', 'body/password'],
    );
    assert.equal(res.body.message, res.body.details.map((d: { message: string }) => d.message).join('\n'));
    assert.equal(await auditCount(), before);
  });

  test('short password, unknown role and unknown product are listed together', async () => {
    const res = await create(admin, form('shorty', { password: 'short', role: 999, product_category: [1, 999] }));
    assert.equal(res.status, 400);
    // In the form's order, whichever check found them.
    assert.deepEqual(
      res.body.details.map((d: { message: string }) => d.message),
      [M.unknownRole, M.unknownProductType, M.passwordTooShort],
    );
  });

  test('a wrong type is still the schema’s 400', async () => {
    const res = await create(admin, form('typed', { status: 'ACTIVE' }));
    assert.equal(res.status, 400);
    assert.equal(res.body.details[0].field, 'body/status');
  });

  test('creates the user with a hashed password, answers the row and records the audit event', async () => {
    const before = await auditCount();
    const res = await create(admin, form(' budi ', { product_category: [3, 1, 3] }));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(Value.Check(endpoints.createDashboardUser.response, res.body));
    assert.equal(res.body.message, 'User budi has been successfully created');
    assert.equal(res.body.data.username, 'budi');
    assert.deepEqual(res.body.data.product_category_ids, [1, 3]);
    assert.equal(res.body.data.role, ROLE_VIEWER);
    const [stored] = await t.db.query<{ password_hash: string }>(
      "select password_hash from users where username = 'budi'",
    );
    assert.match(stored!.password_hash, /^scrypt\$/);
    assert.equal((await login(t.app, 'budi', 'correct-horse')).name, 'budi');

    assert.equal(await auditCount(), before + 1);
    const event = await lastAudit();
    assert.equal(event.action, 'user.create');
    assert.equal(event.actor_username, 'admin');
    assert.equal(event.target_kind, 'dashboard_user');
    assert.equal(event.target_id, String(res.body.data.id));
    assert.equal(event.target_label, 'budi');
    assert.equal(event.before, null);
    assert.equal(event.after!.username, 'budi');
    assert.equal(event.client_address, '203.0.113.7');
    assert.doesNotMatch(JSON.stringify(event), /scrypt|correct-horse|password/);
  });

  test('a taken username (any case) is a 409 naming the field, and leaves no audit row', async () => {
    await createdId('dup.user');
    const before = await auditCount();
    const res = await create(admin, form('DUP.User'));
    assert.equal(res.status, 409);
    assert.deepEqual(res.body.details, [{ field: 'body/username', message: M.usernameTaken }]);
    assert.match(res.body.message, /already taken/);
    assert.equal(await auditCount(), before);
  });
});

describe('edit', () => {
  test('changes role, status and products; the audit row holds before and after', async () => {
    const id = await createdId('edit.me');
    const before = await auditCount();
    const res = await edit(admin, id, { role: 2, status: 1, product_category: [1, 2] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, 'User edit.me has been successfully edited');
    assert.equal(res.body.data.role, 2);
    assert.equal(res.body.data.product_category, 'oil, pad;shoe');
    assert.equal(await auditCount(), before + 1);
    const event = await lastAudit();
    assert.equal(event.action, 'user.update');
    assert.equal(event.before!.role, ROLE_VIEWER);
    assert.equal(event.after!.role, 2);
  });

  test('the Edit form’s required fields, and a password that does not match its retype', async () => {
    const id = await createdId('edit.rules');
    const before = await auditCount();
    const empty = await edit(admin, id, {});
    assert.equal(empty.status, 400);
    assert.deepEqual(
      empty.body.details.map((d: { message: string }) => d.message),
      [M.typeRequired, M.statusRequired, M.productTypeRequired],
    );
    const mismatch = await edit(admin, id, {
      role: 3,
      status: 1,
      product_category: [1],
      password: 'new-password',
      retype_password: 'other-password',
    });
    assert.equal(mismatch.status, 400);
    assert.deepEqual(mismatch.body.details, [{ field: 'body/retype_password', message: M.passwordMismatch }]);
    assert.equal(await auditCount(), before);
  });

  test('a new password ends the user’s sessions; the audit row says it changed, never what it is', async () => {
    const id = await createdId('rotate.me');
    const old = (await login(t.app, 'rotate.me', 'correct-horse')).token;
    const res = await edit(admin, id, {
      role: 3,
      status: 1,
      product_category: [1],
      password: 'brand-new-pass',
      retype_password: 'brand-new-pass',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal((await call(t.app, old, { method: 'GET', url: '/api/v1/notification' })).status, 401);
    await login(t.app, 'rotate.me', 'brand-new-pass');
    const event = await lastAudit();
    assert.equal(event.after!.credentials_changed, true);
    assert.doesNotMatch(JSON.stringify(event), /brand-new-pass|scrypt/);
  });

  test('deactivating a user ends their sessions at once', async () => {
    const id = await createdId('deactivate.me');
    const token = (await login(t.app, 'deactivate.me', 'correct-horse')).token;
    assert.equal((await call(t.app, token, { method: 'GET', url: '/api/v1/notification' })).status, 200);
    assert.equal((await edit(admin, id, { role: 3, status: 0, product_category: [1] })).status, 200);
    assert.equal((await call(t.app, token, { method: 'GET', url: '/api/v1/notification' })).status, 401);
  });

  test('an unknown id is a 404, a malformed one a 400', async () => {
    assert.equal((await edit(admin, 999999, { role: 3, status: 1, product_category: [1] })).status, 404);
    assert.equal((await edit(admin, 'abc', { role: 3, status: 1, product_category: [1] })).status, 400);
  });
});

describe('protections', () => {
  test('nobody deactivates or deletes themself (409), and nothing is recorded', async () => {
    const before = await auditCount();
    const deactivate = await edit(admin, adminId, { role: ROLE_SUPER_ADMIN, status: 0, product_category: [1, 2, 3] });
    assert.equal(deactivate.status, 409);
    assert.match(deactivate.body.message, /your own account/);
    const del = await remove(admin, adminId);
    assert.equal(del.status, 409);
    assert.match(del.body.message, /your own account/);
    assert.equal(await auditCount(), before);
  });

  test('the last active super administrator cannot be demoted; with another one, demotion works', async () => {
    // Two super admins: admin and the demo's supervisor. Another one joins, signs in, then leaves the role.
    const rootId = await createdId('root2', { role: ROLE_SUPER_ADMIN, product_category: [1] });
    const root2 = (await login(t.app, 'root2', 'correct-horse')).token;
    const [supervisor] = await t.db.query<{ id: number }>("select id from users where username = 'supervisor'");
    // root2 deactivates the supervisor: two active super admins are left (admin, root2).
    assert.equal((await edit(root2, supervisor!.id, { role: 1, status: 0, product_category: [1] })).status, 200);
    // admin demotes root2: allowed, admin stays.
    assert.equal((await edit(admin, rootId, { role: 3, status: 1, product_category: [1] })).status, 200);
    // admin is now the last active super admin: demoting themself is refused.
    const before = await auditCount();
    const res = await edit(admin, adminId, { role: 3, status: 1, product_category: [1, 2, 3] });
    assert.equal(res.status, 409);
    assert.match(res.body.message, /last active super administrator/);
    assert.equal(await auditCount(), before);
    // Put the supervisor back for the other tests.
    assert.equal((await edit(admin, supervisor!.id, { role: 1, status: 1, product_category: [1] })).status, 200);
  });
});

describe('delete', () => {
  test('ends the user’s sessions at once, frees the name, keeps the row, records the event', async () => {
    const id = await createdId('leaver');
    const token = (await login(t.app, 'leaver', 'correct-horse')).token;
    const before = await auditCount();
    const res = await remove(admin, id);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, 'User has been successfully deleted');
    // The next request of the deleted user is refused; so is signing in again.
    assert.equal((await call(t.app, token, { method: 'GET', url: '/api/v1/notification' })).status, 401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { username: 'leaver', password: 'correct-horse' },
    });
    assert.equal(signIn.statusCode, 401);
    assert.equal((await list(admin, 'search=leaver')).body.data.length, 0);
    const [row] = await t.db.query<{ deleted_at: Date | null }>('select deleted_at from users where id = $1', [id]);
    assert.ok(row!.deleted_at, 'soft delete: the row stays');
    assert.equal(await auditCount(), before + 1);
    const event = await lastAudit();
    assert.equal(event.action, 'user.delete');
    assert.equal(event.before!.username, 'leaver');
    assert.equal(event.after, null);
    // Deleting again: not found. The name is free for a new account.
    assert.equal((await remove(admin, id)).status, 404);
    const again = await create(admin, form('leaver'));
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.notEqual(again.body.data.id, id);
  });
});
