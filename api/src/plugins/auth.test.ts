import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, login, startTestApp, TEST_JWT_SECRET, TEST_SSO_SECRET, type TestApp } from '../testing/app';
import { nowSeconds, signHs256 } from '../testing/jwt';
import { createUser, setUserStatus } from '../modules/users/queries';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  call(t.app, token, { method: 'GET', url, headers });

describe('401 for requests without a usable token', () => {
  test('no token', async () => {
    const res = await get('/api/master/variants');
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { status: false, message: 'Unauthorized: missing bearer token' });
  });

  test('a header that is not a bearer token', async () => {
    const res = await get('/api/master/variants', undefined, { authorization: 'Basic YWRtaW46YWRtaW4=' });
    assert.equal(res.status, 401);
  });

  test('a garbage token', async () => {
    const res = await get('/api/master/variants', 'not.a.jwt');
    assert.equal(res.status, 401);
    assert.equal(res.body.message, 'Unauthorized: invalid token');
  });

  test('a token signed with another key (a sister app token is not an access token here)', async () => {
    const forged = signHs256({ sub: '1', username: 'admin', ver: 0, pc: 1, exp: nowSeconds() + 600 }, TEST_SSO_SECRET);
    assert.equal((await get('/api/master/variants', forged)).status, 401);
  });

  test('an expired token', async () => {
    const expired = signHs256(
      { sub: '1', username: 'admin', ver: 0, pc: 1, iat: nowSeconds() - 7200, exp: nowSeconds() - 60 },
      TEST_JWT_SECRET,
    );
    const res = await get('/api/master/variants', expired);
    assert.equal(res.status, 401);
    assert.equal(res.body.message, 'Unauthorized: token expired, please sign in again');
  });

  test('a token of a user deactivated since', async () => {
    const id = await createUser(t.db, {
      username: 'leaver',
      password: 'leaver-pass',
      display_name: 'Leaver',
      roleIds: [1],
      productCategoryIds: [1],
    });
    const session = await login(t.app, 'leaver', 'leaver-pass');
    assert.equal((await get('/api/master/variants', session.token)).status, 200);
    await setUserStatus(t.db, id, 0);
    const res = await get('/api/master/variants', session.token);
    assert.equal(res.status, 401);
    assert.match(res.body.message, /^Unauthorized: the account is inactive/);
  });

  test('a well-signed token for a product the user does not hold', async () => {
    const other = signHs256({ sub: '1', username: 'admin', ver: 0, pc: 99, exp: nowSeconds() + 600 }, TEST_JWT_SECRET);
    assert.equal((await get('/api/master/variants', other)).status, 401);
  });
});

describe('permissions', () => {
  test('403 when the user lacks the permission of the route', async () => {
    const viewer = await login(t.app, 'viewer', 'viewer');
    const res = await get('/api/settings/log-dashboard-activity', viewer.token);
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, {
      status: false,
      message: 'Forbidden: this needs the SETTINGS_LOG_ACTIVITY permission',
    });
    const wo = await login(t.app, 'workorder', 'workorder');
    assert.equal((await get('/api/settings/log-dashboard-activity', wo.token)).status, 403);
  });

  test("'user' routes are open to any active signed-in user", async () => {
    const viewer = await login(t.app, 'viewer', 'viewer');
    assert.equal((await get('/api/master/variants', viewer.token)).status, 200);
  });

  test('a super admin holds every permission', async () => {
    const admin = await login(t.app, 'admin', 'admin');
    assert.equal((await get('/api/settings/log-dashboard-activity', admin.token)).status, 200);
  });

  test("'public' routes need no token", async () => {
    assert.equal((await get('/health')).status, 200);
  });
});
