import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { DEVICE_LOCKED_MESSAGE } from '../../domain/device-lock';
import { bearer, startTestApp, type TestApp } from '../../testing/app';
import { count, issueCodes, oilMakerId } from '../../testing/engine';
import { createUser } from '../users/queries';
import { createAppUser, liftDeviceLock } from './queries';

let t: TestApp;
let code: string;
/** The id shared by the dashboard user 'twin' and the oil-maker app user 'twin.op'. */
let twinId: number;

before(async () => {
  // The default limits: 5 failures per user and address, 20 per address.
  t = await startTestApp();
  await createAppUser(t.db, {
    app: 'oilmaker',
    username: 'federal.op',
    password: 'secret123',
    type: 'Operator',
    oilMakerId: await oilMakerId(t, 'FEDERAL'),
  });
  await createAppUser(t.db, { app: 'penindakan', username: 'officer.one', password: 'secret123', type: 'Officer' });
  await createAppUser(t.db, {
    app: 'oilmaker',
    username: 'federal.off',
    password: 'secret123',
    type: 'Operator',
    oilMakerId: await oilMakerId(t, 'FEDERAL'),
    status: 0,
  });
  code = (await issueCodes(t, { prefix: 'APP', ordered: 3 })).qrcodes[0]!;

  // app_users and users number their rows apart, so the same id is common; made sure of here.
  twinId = await createUser(t.db, {
    username: 'twin',
    password: 'twin-pass',
    display_name: 'twin',
    roleIds: [3],
    productCategoryIds: [1],
  });
  assert.equal(await count(t, 'app_users', 'id = $1', [twinId]), 0, 'the id is free among app users');
  const appId = await createAppUser(t.db, {
    app: 'oilmaker',
    username: 'twin.op',
    password: 'secret123',
    type: 'Operator',
    oilMakerId: await oilMakerId(t, 'FEDERAL'),
  });
  await t.db.query('update app_users set id = $1 where id = $2', [twinId, appId]);
  // So that later app users are not given an id already taken.
  await t.db.query(`select setval(pg_get_serial_sequence('app_users', 'id'), (select max(id) from app_users))`);
});
after(() => t.close());

const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/api/app/login', payload });
const oilScan = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingest/oil-scan',
    headers: bearer(token),
    payload: { qrcode: code, action: 'ACTIVATE' },
  });

test('the first sign-in binds the device; another device is refused until the lock is lifted', async () => {
  const first = await signIn({
    app: 'oilmaker',
    username: 'Federal.Op',
    password: 'secret123',
    device_uuid: 'phone-A',
  });
  assert.equal(first.statusCode, 200, first.body);
  assert.ok(Value.Check(endpoints.appLogin.response, first.json()));
  assert.deepEqual(
    { app: first.json().data.app, company: first.json().data.company, device: first.json().data.device_uuid },
    { app: 'oilmaker', company: 'FEDERAL', device: 'phone-A' },
  );
  const tokenA = first.json().data.token as string;

  assert.equal(
    (await signIn({ app: 'oilmaker', username: 'federal.op', password: 'secret123', device_uuid: 'phone-A' }))
      .statusCode,
    200,
    'the same device again',
  );
  const other = await signIn({
    app: 'oilmaker',
    username: 'federal.op',
    password: 'secret123',
    device_uuid: 'phone-B',
  });
  assert.equal(other.statusCode, 403);
  assert.equal(other.json().message, DEVICE_LOCKED_MESSAGE);

  // An app token is refused on a wrong code with 409 (unverified), proving it authenticates.
  assert.equal((await oilScan(tokenA)).statusCode, 409);

  const [user] = await t.db.query<{ id: number }>(`select id from app_users where username = 'federal.op'`);
  await liftDeviceLock(t.db, user!.id);
  assert.equal((await oilScan(tokenA)).statusCode, 401, "lifting the lock ends the old device's session");
  const moved = await signIn({
    app: 'oilmaker',
    username: 'federal.op',
    password: 'secret123',
    device_uuid: 'phone-B',
  });
  assert.equal(moved.statusCode, 200);
  const [row] = await t.db.query<{ device_uuid: string; last_login_at: Date | null }>(
    `select device_uuid, last_login_at from app_users where id = $1`,
    [user!.id],
  );
  assert.equal(row!.device_uuid, 'phone-B');
  assert.ok(row!.last_login_at);
});

test('a lock reset to -1 by the dashboard is free', async () => {
  await t.db.query(`update app_users set device_uuid = '-1' where username = 'officer.one'`);
  const res = await signIn({
    app: 'penindakan',
    username: 'officer.one',
    password: 'secret123',
    device_uuid: 'tablet-1',
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.company, null);
});

test('refusals: wrong password, wrong app, inactive account, bad input', async () => {
  const cases: Array<[name: string, payload: object, status: number, message: RegExp]> = [
    [
      'wrong password',
      { app: 'oilmaker', username: 'federal.op', password: 'nope', device_uuid: 'phone-B' },
      401,
      /Invalid user name or password/,
    ],
    [
      'a user of the other app',
      { app: 'penindakan', username: 'federal.op', password: 'secret123', device_uuid: 'phone-B' },
      401,
      /Invalid user name or password/,
    ],
    [
      'inactive account',
      { app: 'oilmaker', username: 'federal.off', password: 'secret123', device_uuid: 'phone-Z' },
      403,
      /inactive/,
    ],
    [
      'no device',
      { app: 'oilmaker', username: 'federal.op', password: 'secret123' },
      400,
      /body\/device_uuid is required/,
    ],
    [
      '-1 is not a device',
      { app: 'oilmaker', username: 'federal.op', password: 'secret123', device_uuid: '-1' },
      403,
      /device_uuid must identify/,
    ],
    [
      'unknown app',
      { app: 'dashboard', username: 'federal.op', password: 'secret123', device_uuid: 'x' },
      400,
      /body\/app must be one of "oilmaker", "penindakan"/,
    ],
  ];
  for (const [name, payload, status, message] of cases) {
    const res = await signIn(payload);
    assert.equal(res.statusCode, status, `${name}: ${res.body}`);
    assert.match(res.json().message, message, name);
  }
});

const signInFrom = (from: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/app/login', payload, headers: { 'x-forwarded-for': from } });

const USER_LOCK =
  /^Too many failed sign-in attempts for this user name\. Try again after \d{2}:\d{2} \(in 15 minutes\)\.$/;
const ADDRESS_LOCK =
  /^Too many failed sign-in attempts from this address\. Try again after \d{2}:\d{2} \(in 15 minutes\)\.$/;

test('five wrong passwords from one address lock that address out for the app user, not the user everywhere', async () => {
  const id = await createAppUser(t.db, {
    app: 'oilmaker',
    username: 'federal.guarded',
    password: 'secret123',
    type: 'Operator',
    oilMakerId: await oilMakerId(t, 'FEDERAL'),
  });
  const wrong = { app: 'oilmaker', username: 'federal.guarded', password: 'bad', device_uuid: 'phone-G' };
  const right = { ...wrong, password: 'secret123' };
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await signInFrom('203.0.113.1', wrong)).statusCode);
  assert.deepEqual(statuses, [401, 401, 401, 401]);
  const fifth = await signInFrom('203.0.113.1', wrong);
  assert.equal(fifth.statusCode, 429);
  assert.match(fifth.json().message, USER_LOCK);
  assert.ok(Number(fifth.headers['retry-after']) > 14 * 60, 'Retry-After in seconds');
  const there = await signInFrom('203.0.113.1', right);
  assert.equal(there.statusCode, 429, 'even the right password waits at that address');
  assert.ok(Number(there.headers['retry-after']) > 0);

  // The lockout DoS: before, a lock on the name refused the operator everywhere.
  const elsewhere = await signInFrom('198.51.100.7', right);
  assert.equal(elsewhere.statusCode, 200, elsewhere.body);

  // Counted under the app user's id, apart from dashboard ids, never under the typed name.
  const rows = await t.db.query<{ scope: string; key: string }>(
    `select scope, key from login_failure where key like $1 or key like $2 order by scope`,
    ['%203.0.113.1', `app:oilmaker:${id}%`],
  );
  assert.deepEqual(rows, [
    { scope: 'address', key: '203.0.113.1' },
    { scope: 'pair', key: `app:oilmaker:${id}@203.0.113.1` },
    { scope: 'user', key: `app:oilmaker:${id}` },
  ]);
  assert.equal(await count(t, 'login_throttle'), 0, 'nothing in the old per-name table');
});

test('invented app user names are counted under the address only and do not lock real ones', async () => {
  const from = '203.0.113.20';
  const invented = ['federal.op', 'FEDERAL.OP ', 'nobody'].map((username) => ({
    app: 'penindakan', // federal.op is an oil-maker user: in Penindakan the name does not exist
    username,
    password: 'Winter2026!',
    device_uuid: 'x',
  }));
  for (let i = 0; i < 6; i++) assert.equal((await signInFrom(from, invented[i % 3]!)).statusCode, 401, `attempt ${i}`);
  // Six failures on names that do not exist lock no real user, from that address or any other.
  const real = { app: 'oilmaker', username: 'federal.op', password: 'secret123', device_uuid: 'phone-B' };
  assert.equal((await signInFrom(from, real)).statusCode, 200);
  assert.equal((await signInFrom('203.0.113.21', real)).statusCode, 200);
  const rows = await t.db.query<{ scope: string; key: string; failures: number }>(
    'select scope, key, failures from login_failure where key like $1',
    [`%${from}%`],
  );
  assert.deepEqual(rows, [{ scope: 'address', key: from, failures: 6 }], 'one row for the address, none per name');

  // Spraying names from one address meets the address's lock (LOGIN_ADDRESS_MAX_FAILURES, 20).
  const answers = [];
  for (let i = 7; i <= 20; i++)
    answers.push((await signInFrom(from, { ...invented[2]!, username: `nobody-${i}` })).statusCode);
  assert.deepEqual(answers, [...Array<number>(13).fill(401), 429]);
  const sprayed = await signInFrom(from, real);
  assert.equal(sprayed.statusCode, 429, 'a real user from that address waits too');
  assert.match(sprayed.json().message, ADDRESS_LOCK);
  assert.equal((await signInFrom('203.0.113.21', real)).statusCode, 200, 'the next address is not affected');
});

test('an app user and a dashboard user with the same id are counted apart', async () => {
  const [row] = await t.db.query<{ id: number }>(`select id from app_users where username = 'twin.op'`);
  assert.equal(row!.id, twinId);
  const from = '203.0.113.40';
  const wrong = { app: 'oilmaker', username: 'twin.op', password: 'bad', device_uuid: 'phone-T' };
  for (let i = 0; i < 5; i++) await signInFrom(from, wrong);
  assert.equal((await signInFrom(from, { ...wrong, password: 'secret123' })).statusCode, 429, 'the app user is locked');
  const dashboard = await t.app.inject({
    method: 'POST',
    url: '/api/sso/login',
    payload: { username: 'twin', password: 'twin-pass' },
    headers: { 'x-forwarded-for': from },
  });
  assert.equal(dashboard.statusCode, 200, `the dashboard user of the same id is not: ${dashboard.body}`);
});
