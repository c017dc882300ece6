import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { DEVICE_LOCKED_MESSAGE } from '../../domain/device-lock';
import { bearer, startTestApp, type TestApp } from '../../testing/app';
import { count, issueCodes, oilMakerId } from '../../testing/engine';
import { createAppUser, liftDeviceLock } from './queries';

let t: TestApp;
let code: string;

before(async () => {
  t = await startTestApp({ LOGIN_MAX_FAILURES: '3' });
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

test('repeated failures lock the user name for a while', async () => {
  await createAppUser(t.db, { app: 'penindakan', username: 'officer.locked', password: 'secret123', type: 'Officer' });
  const wrong = { app: 'penindakan', username: 'officer.locked', password: 'bad', device_uuid: 'x1' };
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await signIn(wrong)).statusCode);
  assert.deepEqual(statuses, [401, 401, 429]);
  const right = await signIn({ ...wrong, password: 'secret123' });
  assert.equal(right.statusCode, 429, 'even the right password waits');
  assert.ok(Number(right.headers['retry-after']) > 0);
  assert.equal(await count(t, 'login_throttle', 'username_key = $1', ['app:penindakan:officer.locked']), 1);
});
