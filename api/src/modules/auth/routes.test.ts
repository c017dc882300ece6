import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { createUser, USER_INACTIVE } from '../users/queries';

let t: TestApp;
before(async () => {
  // A low limit keeps the throttle test short.
  t = await startTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15' });
  await createUser(t.db, {
    username: 'dormant',
    password: 'dormant-pass',
    display_name: 'Dormant',
    status: USER_INACTIVE,
    roleIds: [1],
    productCategoryIds: [1],
  });
  await createUser(t.db, {
    username: 'oil-and-pad',
    password: 'oil-and-pad-pass',
    display_name: 'Two Products',
    roleIds: [3],
    productCategoryIds: [1, 2],
  });
  await createUser(t.db, {
    username: 'vanbelt-only',
    password: 'vanbelt-pass',
    display_name: 'Vanbelt',
    roleIds: [1],
    productCategoryIds: [3],
  });
});
after(() => t.close());

const signIn = (username: string, password: string, product_category?: number) =>
  call(t.app, undefined, {
    method: 'POST',
    url: '/api/sso/login',
    payload: product_category === undefined ? { username, password } : { username, password, product_category },
  });

describe('POST /api/sso/login', () => {
  test('good credentials return the session the client keeps', async () => {
    const res = await signIn('admin', 'admin');
    assert.equal(res.status, 200);
    assert.ok(Value.Check(endpoints.login.response, res.body), 'matches the contract');
    const user = res.body.data;
    assert.equal(user.name, 'admin', 'name is the login user name');
    assert.equal(user.display_name, 'Administrator');
    assert.deepEqual(user.role, [{ id: 1, name: 'Super Admin' }]);
    assert.equal(user.super_admin, 1);
    assert.equal(user.product_category, 1);
    assert.ok(user.permissions.includes('SETTINGS_LOG_ACTIVITY'), 'a super admin holds every permission');
    const ttl = Date.parse(user.expires_at) - Date.now();
    assert.ok(ttl > 719 * 60_000 && ttl <= 720 * 60_000, 'expires after TOKEN_TTL_MINUTES');
    const me = await call(t.app, user.token, { method: 'GET', url: '/api/v1/notification' });
    assert.equal(me.status, 200, 'the token opens the API');
  });

  test('the user name is not case-sensitive and surrounding spaces are ignored', async () => {
    const res = await signIn(' Admin ', 'admin');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.name, 'admin');
  });

  test('a limited user gets only their role permissions', async () => {
    const viewer = await login(t.app, 'viewer', 'viewer');
    assert.equal(viewer.super_admin, 0);
    assert.deepEqual(viewer.permissions, ['HIGHLIGHT', 'HIGHLIGHT_LABEL_MAKER', 'HIGHLIGHT_OIL_MAKER']);
    const wo = await login(t.app, 'workorder', 'workorder');
    assert.deepEqual(wo.role, [{ id: 2, name: 'Work Order' }]);
  });

  test('a wrong password or an unknown user is a 401 with the same clear message', async () => {
    const wrong = await signIn('viewer', 'nope');
    const unknown = await signIn('nobody', 'nope');
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.deepEqual(wrong.body, { status: false, message: 'Invalid user name or password.' });
    assert.deepEqual(unknown.body, wrong.body, 'no hint whether the name exists');
  });

  test('an inactive user is refused even with the right password', async () => {
    const res = await signIn('dormant', 'dormant-pass');
    assert.equal(res.status, 403);
    assert.match(res.body.message, /inactive/);
    assert.equal((await signIn('dormant', 'wrong')).status, 401, 'a wrong password says nothing about the status');
  });

  test('a user without this product is refused', async () => {
    const res = await signIn('vanbelt-only', 'vanbelt-pass');
    assert.equal(res.status, 403);
    assert.match(res.body.message, /no access to this product/);
  });

  test('a host configured for another product signs in to it (issue 15); the token and the session say so', async () => {
    const res = await signIn('oil-and-pad', 'oil-and-pad-pass', 2);
    assert.equal(res.status, 200);
    assert.ok(Value.Check(endpoints.login.response, res.body));
    const user = res.body.data;
    assert.equal(user.product_category, 2);
    assert.deepEqual(user.product_categories, [1, 2], 'the switcher offers the products the user holds');
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
    assert.equal(claims.pc, 2, 'the token is for pad-shoe');
    assert.equal((await call(t.app, user.token, { method: 'GET', url: '/api/master/variants' })).status, 200);
    // Without product_category: the API's own product (PRODUCT_CATEGORY_ID, oil), as before.
    assert.equal((await signIn('oil-and-pad', 'oil-and-pad-pass')).body.data.product_category, 1);
  });

  test("a user without the host's product gets 403 with the message; an unknown product is named", async () => {
    const viewer = await signIn('viewer', 'viewer', 2);
    assert.equal(viewer.status, 403);
    assert.deepEqual(viewer.body, { status: false, message: 'This account has no access to this product.' });
    const unknown = await signIn('viewer', 'viewer', 999);
    assert.equal(unknown.status, 403);
    assert.equal(unknown.body.message, 'There is no product 999.');
    assert.equal((await signIn('viewer', 'wrong', 999)).status, 401, 'nothing is told before the password is right');
    for (const bad of [0, -1, 1.5, 2 ** 53, '2'])
      assert.equal((await signIn('viewer', 'viewer', bad as number)).status, 400, `product_category ${bad}`);
  });

  test('taking the product away ends its sessions at once; Edit Profile keeps the product of the session', async () => {
    const session = await login(t.app, 'oil-and-pad', 'oil-and-pad-pass');
    const pad = (await signIn('oil-and-pad', 'oil-and-pad-pass', 2)).body.data;
    const [row] = await t.db.query<{ id: number }>("select id from users where username = 'oil-and-pad'");
    const id = row!.id;
    await t.db.query('delete from user_product_categories where user_id = $1 and product_category_id = 2', [id]);
    const refused = await call(t.app, pad.token, { method: 'GET', url: '/api/master/variants' });
    assert.equal(refused.status, 401);
    assert.match(refused.body.message, /not valid for this product/);
    assert.equal((await call(t.app, session.token, { method: 'GET', url: '/api/master/variants' })).status, 200);
    await t.db.query('insert into user_product_categories (user_id, product_category_id) values ($1, 2)', [id]);
    const again = (await signIn('oil-and-pad', 'oil-and-pad-pass', 2)).body.data;
    const updated = await call(t.app, again.token, {
      method: 'POST',
      url: '/api/auth/update-profile',
      payload: { name: 'Two', old_password: 'oil-and-pad-pass', new_password: 'oil-and-pad-pass-2' },
    });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.data.product_category, 2);
  });

  test('an empty user name is a 400 naming the field', async () => {
    const res = await signIn('', 'x');
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'body/username must not have fewer than 1 characters');
    assert.deepEqual(res.body.details, [{ field: 'body/username', message: 'must not have fewer than 1 characters' }]);
  });
});

describe('login throttle', () => {
  test('locks a user name after LOGIN_MAX_FAILURES failures, then lets it in again', async () => {
    await createUser(t.db, {
      username: 'target',
      password: 'target-pass',
      display_name: 'Target',
      roleIds: [3],
      productCategoryIds: [1],
    });
    assert.equal((await signIn('target', 'bad-1')).status, 401);
    assert.equal((await signIn('TARGET', 'bad-2')).status, 401);
    const third = await signIn('target', 'bad-3');
    assert.equal(third.status, 429);
    assert.match(
      third.body.message,
      /^Too many failed sign-in attempts for this user name\. Try again after \d{2}:\d{2} \(in 15 minutes\)\.$/,
    );
    assert.ok(Number(third.headers['retry-after']) > 14 * 60);
    const locked = await signIn('target', 'target-pass');
    assert.equal(locked.status, 429, 'even the right password waits for the lock');
    assert.equal((await signIn('viewer', 'viewer')).status, 200, 'other names are not affected');
    // Fifteen minutes later:
    await t.db.query(
      `update login_failure set locked_until = locked_until - interval '15 minutes', window_ends_at = window_ends_at - interval '15 minutes'`,
    );
    assert.equal((await signIn('target', 'target-pass')).status, 200);
  });

  test('a successful sign-in resets the count', async () => {
    await createUser(t.db, {
      username: 'forgetful',
      password: 'forgetful-pass',
      display_name: 'F',
      roleIds: [3],
      productCategoryIds: [1],
    });
    await signIn('forgetful', 'x1');
    await signIn('forgetful', 'x2');
    assert.equal((await signIn('forgetful', 'forgetful-pass')).status, 200);
    assert.equal((await signIn('forgetful', 'x3')).status, 401);
    assert.equal((await signIn('forgetful', 'x4')).status, 401, 'two failures since the success: not locked');
  });
});

describe('POST /api/auth/update-profile', () => {
  test('a wrong old password is refused with a message and changes nothing', async () => {
    await createUser(t.db, {
      username: 'editor',
      password: 'editor-pass',
      display_name: 'Editor',
      roleIds: [3],
      productCategoryIds: [1],
    });
    const session = await login(t.app, 'editor', 'editor-pass');
    const res = await call(t.app, session.token, {
      method: 'POST',
      url: '/api/auth/update-profile',
      payload: { name: 'Editor', old_password: 'not-it', new_password: 'new-password-1' },
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.message, 'The old password is incorrect.');
    await login(t.app, 'editor', 'editor-pass');
  });

  test('too short a new password is refused', async () => {
    const session = await login(t.app, 'editor', 'editor-pass');
    const res = await call(t.app, session.token, {
      method: 'POST',
      url: '/api/auth/update-profile',
      payload: { name: 'Editor', old_password: 'editor-pass', new_password: 'short' },
    });
    assert.equal(res.status, 422);
    assert.match(res.body.message, /at least 8 characters/);
  });

  test('success returns the updated user with a fresh token; the new password signs in, the old does not', async () => {
    const session = await login(t.app, 'editor', 'editor-pass');
    const res = await call(t.app, session.token, {
      method: 'POST',
      url: '/api/auth/update-profile',
      payload: { name: 'Editor Renamed', old_password: 'editor-pass', new_password: 'editor-pass-2' },
    });
    assert.equal(res.status, 200);
    assert.ok(Value.Check(endpoints.updateProfile.response, res.body));
    assert.equal(res.body.message, 'Successfully Updated User Profile');
    assert.equal(res.body.data.display_name, 'Editor Renamed');
    assert.equal(res.body.data.name, 'editor');
    assert.notEqual(res.body.data.token, session.token);
    assert.equal((await call(t.app, res.body.data.token, { method: 'GET', url: '/api/v1/notification' })).status, 200);
    const old = await call(t.app, session.token, { method: 'GET', url: '/api/v1/notification' });
    assert.equal(old.status, 401, 'tokens issued before the change stop working');
    assert.match(old.body.message, /^Unauthorized: the password was changed/);
    assert.equal((await signIn('editor', 'editor-pass')).status, 401);
    const again = await login(t.app, 'editor', 'editor-pass-2');
    assert.equal(again.display_name, 'Editor Renamed');
  });

  test('needs a signed-in user', async () => {
    const res = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/auth/update-profile',
      payload: { name: 'x', old_password: 'x', new_password: 'xxxxxxxxx' },
    });
    assert.equal(res.status, 401);
  });
});
