// The apps' accounts in Settings > User Management (issue 13): list, create,
// edit, delete and the device-lock reset, through the API; the lock is the one
// POST /api/app/login enforces, and every write leaves one audit row (a
// refused one none).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints, PERMISSIONS, USER_FORM_MESSAGES as M } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { DEVICE_LOCKED_MESSAGE } from '../../domain/device-lock';
import { bearer, call, login, startTestApp, type TestApp } from '../../testing/app';
import { createUser } from '../users/queries';

let t: TestApp;
let admin: string;

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
});
after(() => t.close());

const auditCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from audit_event'))[0]!.n;
const lastAudit = async () =>
  (
    await t.db.query<{
      action: string;
      target_kind: string;
      target_id: string;
      target_label: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>('select * from audit_event order by id desc limit 1')
  )[0]!;

const PATHS = {
  oilmaker: {
    list: '/api/settings/userOilmakerList',
    create: '/api/settings/userOilmakerRegister',
    update: '/api/settings/updateUserOilmaker',
    remove: '/api/settings/deleteUserOilmaker',
    reset: (id: number) => `/api/settings/userOilmaker/${id}/device-lock/reset`,
    probe: '/api/ingest/oil-scan',
  },
  penindakan: {
    list: '/api/settings/userMaindealerList',
    create: '/api/settings/userMaindealerRegister',
    update: '/api/settings/updateUserMaindealer',
    remove: '/api/settings/deleteUserMaindealer',
    reset: (id: number) => `/api/settings/userMaindealer/${id}/device-lock/reset`,
    probe: '/api/ingest/enforcement-scan',
  },
} as const;
type App = keyof typeof PATHS;

const oilForm = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  type: 'Operator',
  status: 1,
  product_category: [1],
  password: 'line-phone-1',
  company: 'FEDERAL',
  ...extra,
});
const officerForm = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  type: 'Officer',
  status: 1,
  product_category: [1],
  password: 'line-phone-1',
  ...extra,
});

const post = (token: string, url: string, payload?: unknown) =>
  call(t.app, token, { method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
const put = (token: string, url: string, payload: unknown) =>
  call(t.app, token, { method: 'PUT', url, payload: payload as object });
const del = (token: string, url: string, id: number) =>
  call(t.app, token, { method: 'DELETE', url: `${url}?id=${id}` });

async function created(app: App, payload: Record<string, unknown>): Promise<number> {
  const res = await post(admin, PATHS[app].create, payload);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.id as number;
}

/** Signs in through the apps' endpoint; answers status and token. */
async function appLogin(app: App, username: string, device: string, password = 'line-phone-1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/app/login',
    payload: { app, username, password, device_uuid: device },
  });
  return { status: res.statusCode, token: res.json().data?.token as string | undefined, body: res.json() };
}

/** Whether an app token is still accepted: an empty body is a 400 past the token check, a 401 before it. */
async function tokenWorks(app: App, token: string): Promise<boolean> {
  const res = await t.app.inject({ method: 'POST', url: PATHS[app].probe, headers: bearer(token), payload: {} });
  assert.ok(res.statusCode === 400 || res.statusCode === 401, `${res.statusCode} ${res.body}`);
  return res.statusCode === 400;
}

const row = async (app: App, username: string) =>
  (await call(t.app, admin, { method: 'GET', url: `${PATHS[app].list}?search=${username}` })).body.data.find(
    (u: { username: string }) => u.username === username,
  );

describe('lists', () => {
  test('each app lists its own accounts, with Company, Device Lock and Product', async () => {
    await created('oilmaker', oilForm('list.oil'));
    await created('penindakan', officerForm('list.officer'));
    await appLogin('oilmaker', 'list.oil', 'phone-list-1');
    const oil = await call(t.app, admin, { method: 'GET', url: PATHS.oilmaker.list });
    assert.equal(oil.status, 200, JSON.stringify(oil.body));
    assert.ok(Value.Check(endpoints.oilMakerAppUsers.response, oil.body));
    const mine = oil.body.data.find((u: { username: string }) => u.username === 'list.oil')!;
    assert.deepEqual(
      [mine.company, mine.company_name, mine.device_lock, mine.product_category, mine.status, mine.app],
      ['FEDERAL', 'Federal Karyatama', 'SET', 'oil', 1, 'oilmaker'],
    );
    assert.ok(mine.last_login);
    assert.ok(!oil.body.data.some((u: { app: string }) => u.app !== 'oilmaker'));
    const pen = await call(t.app, admin, { method: 'GET', url: `${PATHS.penindakan.list}?search=LIST` });
    assert.ok(Value.Check(endpoints.penindakanAppUsers.response, pen.body));
    assert.deepEqual(
      pen.body.data.map((u: { username: string; device_lock: string; company: string | null }) => [
        u.username,
        u.device_lock,
        u.company,
      ]),
      [['list.officer', 'NONE', null]],
    );
  });

  test('each page needs its own permission', async () => {
    const [role] = await t.db.query<{ id: number }>("insert into roles (name) values ('oil only') returning id");
    await t.db.query('insert into role_permissions (role_id, permission_code) values ($1, $2)', [
      role!.id,
      PERMISSIONS.userOilMakerApp,
    ]);
    await createUser(t.db, {
      username: 'oil.only',
      password: 'oil-only-pass',
      display_name: 'Oil only',
      roleIds: [role!.id],
      productCategoryIds: [1],
    });
    const oilOnly = (await login(t.app, 'oil.only', 'oil-only-pass')).token;
    assert.equal((await call(t.app, oilOnly, { method: 'GET', url: PATHS.oilmaker.list })).status, 200);
    const before = await auditCount();
    assert.equal((await call(t.app, oilOnly, { method: 'GET', url: PATHS.penindakan.list })).status, 403);
    assert.equal((await post(oilOnly, PATHS.penindakan.create, officerForm('nope'))).status, 403);
    assert.equal((await post(oilOnly, PATHS.penindakan.reset(1))).status, 403);
    const viewer = (await login(t.app, 'viewer', 'viewer')).token;
    assert.equal((await post(viewer, PATHS.oilmaker.create, oilForm('nope'))).status, 403);
    assert.equal(await auditCount(), before);
    // A user manager (not a super admin) manages the apps' accounts.
    const manager = (await login(t.app, 'usermanager', 'usermanager')).token;
    const res = await post(manager, PATHS.penindakan.create, officerForm('by.manager'));
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });
});

describe('create', () => {
  test('an empty oil-maker form lists all six messages; Penindakan has no Company', async () => {
    const before = await auditCount();
    const oil = await post(admin, PATHS.oilmaker.create, {});
    assert.equal(oil.status, 400);
    assert.deepEqual(
      oil.body.details.map((d: { message: string }) => d.message),
      [
        M.typeRequired,
        M.statusRequired,
        M.productTypeRequired,
        M.companyRequired,
        M.usernameRequired,
        M.passwordRequired,
      ],
    );
    const pen = await post(admin, PATHS.penindakan.create, { username: '', product_category: [] });
    assert.deepEqual(
      pen.body.details.map((d: { message: string }) => d.message),
      [M.typeRequired, M.statusRequired, M.productTypeRequired, M.usernameRequired, M.passwordRequired],
    );
    // A company field on the Penindakan form is not a field of it.
    const extra = await post(admin, PATHS.penindakan.create, officerForm('x', { company: 'FEDERAL' }));
    assert.equal(extra.status, 400);
    assert.equal(extra.body.details[0].field, 'body/company');
    assert.equal(await auditCount(), before);
  });

  test('an unknown company and a short password are listed together', async () => {
    const res = await post(admin, PATHS.oilmaker.create, oilForm('bad.refs', { company: 'NOPE', password: 'short' }));
    assert.equal(res.status, 400);
    // In the form's order: Company before Password.
    assert.deepEqual(
      res.body.details.map((d: { message: string }) => d.message),
      [M.unknownCompany, M.passwordTooShort],
    );
  });

  test('creates the account, which signs in to its app; the audit row has no secret', async () => {
    const before = await auditCount();
    const res = await post(admin, PATHS.oilmaker.create, oilForm('new.operator', { company: 'NIPPON' }));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(Value.Check(endpoints.createOilMakerAppUser.response, res.body));
    assert.equal(res.body.message, 'User new.operator has been successfully created');
    assert.equal(res.body.data.company, 'NIPPON');
    assert.equal(res.body.data.device_lock, 'NONE');
    const signIn = await appLogin('oilmaker', 'new.operator', 'phone-new-1');
    assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
    assert.equal(signIn.body.data.company, 'NIPPON');
    assert.equal(await auditCount(), before + 1);
    const event = await lastAudit();
    assert.deepEqual(
      [event.action, event.target_kind, event.target_label],
      ['user.create', 'oilmaker_app_user', 'new.operator'],
    );
    assert.doesNotMatch(JSON.stringify(event), /scrypt|line-phone|password|device_uuid/);
  });

  test('usernames are unique per app (any case): 409 naming the field, no audit row; the other app may reuse it', async () => {
    await created('oilmaker', oilForm('shared.name'));
    const before = await auditCount();
    const dup = await post(admin, PATHS.oilmaker.create, oilForm('SHARED.name'));
    assert.equal(dup.status, 409);
    assert.deepEqual(dup.body.details, [{ field: 'body/username', message: M.usernameTaken }]);
    assert.equal(await auditCount(), before);
    await created('penindakan', officerForm('shared.name'));
  });
});

describe('edit and delete', () => {
  test('edit changes type, status, company and products, with before and after in the trail', async () => {
    const id = await created('oilmaker', oilForm('edit.op'));
    const res = await put(admin, PATHS.oilmaker.update, {
      id,
      type: 'Supervisor',
      status: 1,
      product_category: [1, 3],
      company: 'TCS',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, 'User edit.op has been successfully edited');
    assert.deepEqual(
      [res.body.data.type, res.body.data.company, res.body.data.product_category],
      ['Supervisor', 'TCS', 'oil, vanbelt'],
    );
    const event = await lastAudit();
    assert.equal(event.action, 'user.update');
    assert.equal(event.before!.company, 'FEDERAL');
    assert.equal(event.after!.company, 'TCS');
    // The edit form's rules; an id of the other app is not found there.
    const empty = await put(admin, PATHS.oilmaker.update, { id });
    assert.deepEqual(
      empty.body.details.map((d: { message: string }) => d.message),
      [M.typeRequired, M.statusRequired, M.productTypeRequired, M.companyRequired],
    );
    const officer = await created('penindakan', officerForm('other.app'));
    const wrongApp = await put(admin, PATHS.oilmaker.update, { ...oilForm('x'), id: officer, username: undefined });
    assert.equal(wrongApp.status, 404);
  });

  test('deactivating or changing the password ends the app sessions at once', async () => {
    const id = await created('penindakan', officerForm('session.officer'));
    const first = await appLogin('penindakan', 'session.officer', 'officer-phone');
    assert.ok(await tokenWorks('penindakan', first.token!));
    const edit = { id, type: 'Officer', product_category: [1] };
    assert.equal((await put(admin, PATHS.penindakan.update, { ...edit, status: 0 })).status, 200);
    assert.equal(await tokenWorks('penindakan', first.token!), false);
    assert.equal((await appLogin('penindakan', 'session.officer', 'officer-phone')).status, 403, 'inactive');
    assert.equal((await put(admin, PATHS.penindakan.update, { ...edit, status: 1 })).status, 200);
    const second = await appLogin('penindakan', 'session.officer', 'officer-phone');
    assert.ok(await tokenWorks('penindakan', second.token!));
    const change = { ...edit, status: 1, password: 'new-secret-9', retype_password: 'new-secret-9' };
    assert.equal((await put(admin, PATHS.penindakan.update, change)).status, 200);
    assert.equal(await tokenWorks('penindakan', second.token!), false);
    assert.equal((await appLogin('penindakan', 'session.officer', 'officer-phone', 'new-secret-9')).status, 200);
  });

  test('delete ends the sessions, refuses sign-in, frees the name, and is recorded', async () => {
    const id = await created('oilmaker', oilForm('gone.op'));
    const session = await appLogin('oilmaker', 'gone.op', 'gone-phone');
    const before = await auditCount();
    const res = await del(admin, PATHS.oilmaker.remove, id);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, 'User has been successfully deleted');
    assert.equal(await tokenWorks('oilmaker', session.token!), false);
    assert.equal((await appLogin('oilmaker', 'gone.op', 'gone-phone')).status, 401);
    assert.equal(await row('oilmaker', 'gone.op'), undefined);
    assert.equal(await auditCount(), before + 1);
    const event = await lastAudit();
    assert.deepEqual([event.action, event.target_id, event.after], ['user.delete', String(id), null]);
    assert.equal((await del(admin, PATHS.oilmaker.remove, id)).status, 404);
    await created('oilmaker', oilForm('gone.op'));
  });
});

describe('device lock', () => {
  test('after a reset the next device to sign in takes the lock, and the old device is out', async () => {
    const id = await created('oilmaker', oilForm('locked.op'));
    const a = await appLogin('oilmaker', 'locked.op', 'phone-A');
    assert.equal(a.status, 200);
    assert.equal((await row('oilmaker', 'locked.op')).device_lock, 'SET');
    const b = await appLogin('oilmaker', 'locked.op', 'phone-B');
    assert.equal(b.status, 403);
    assert.equal(b.body.message, DEVICE_LOCKED_MESSAGE);

    const before = await auditCount();
    const reset = await post(admin, PATHS.oilmaker.reset(id));
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.ok(Value.Check(endpoints.resetOilMakerDeviceLock.response, reset.body));
    assert.equal(reset.body.message, "Account's device lock has successfully been lifted!");
    assert.equal(reset.body.data.device_lock, 'NONE');
    assert.equal(await auditCount(), before + 1);
    const event = await lastAudit();
    assert.deepEqual(
      [event.action, event.before!.device_lock, event.after!.device_lock],
      ['user.device_lock_reset', 'SET', 'NONE'],
    );
    assert.doesNotMatch(JSON.stringify(event), /phone-A/);

    // The old device's token stops at once; the next device to sign in takes the lock.
    assert.equal(await tokenWorks('oilmaker', a.token!), false);
    const b2 = await appLogin('oilmaker', 'locked.op', 'phone-B');
    assert.equal(b2.status, 200, JSON.stringify(b2.body));
    assert.ok(await tokenWorks('oilmaker', b2.token!));
    assert.equal((await appLogin('oilmaker', 'locked.op', 'phone-A')).status, 403);
  });

  test('a reset of an account without a lock is a 409 and leaves no audit row; unknown or other app: 404', async () => {
    const id = await created('penindakan', officerForm('free.officer'));
    const before = await auditCount();
    const res = await post(admin, PATHS.penindakan.reset(id));
    assert.equal(res.status, 409);
    assert.match(res.body.message, /no device lock/);
    assert.equal(await auditCount(), before);
    assert.equal((await post(admin, PATHS.oilmaker.reset(id))).status, 404);
    assert.equal((await post(admin, PATHS.penindakan.reset(999999))).status, 404);
  });
});
