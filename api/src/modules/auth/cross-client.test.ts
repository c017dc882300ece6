// The product switch as one-time codes (cross-client.ts): a revoked session
// must not come back through it, a code works once and briefly, and nothing
// but a code made for this product signs anyone in.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { call, login, startTestApp, TEST_JWT_SECRET, TEST_SSO_SECRET, type TestApp } from '../../testing/app';
import { nowSeconds, signHs256 } from '../../testing/jwt';
import { createUser, USER_INACTIVE } from '../users/queries';
import { CODE_AUDIENCE } from './cross-client';

let t: TestApp;
before(async () => {
  t = await startTestApp();
  await createUser(t.db, {
    username: 'switcher',
    password: 'switcher-pass',
    display_name: 'Switcher',
    roleIds: [1],
    productCategoryIds: [1, 2],
  });
  await createUser(t.db, {
    username: 'dormant-switcher',
    password: 'dormant-pass',
    display_name: 'Dormant',
    status: USER_INACTIVE,
    roleIds: [1],
    productCategoryIds: [1],
  });
});
after(() => t.close());

const askCode = (token: string | undefined, product_category = 1) =>
  call(t.app, token, { method: 'POST', url: '/api/sso/cross-client/code', payload: { product_category } });
const exchange = (code: string, product_category?: number) =>
  call(t.app, undefined, {
    method: 'POST',
    url: '/api/sso/cross-client',
    payload: product_category === undefined ? { code } : { code, product_category },
  });

/** A hand-made code, as cross-client.ts makes them, with `claims` changed. */
function forged(claims: Record<string, unknown>, secret = TEST_SSO_SECRET): string {
  const iat = nowSeconds();
  return signHs256(
    {
      sub: '1',
      username: 'admin',
      ver: 0,
      pc: 1,
      aud: CODE_AUDIENCE,
      jti: `j${Date.now()}abcdefghijklmnop`,
      iat,
      exp: iat + 60,
      ...claims,
    },
    secret,
  );
}

describe('POST /api/sso/cross-client/code then /api/sso/cross-client', () => {
  test('a signed-in user gets a short-lived code that the other host exchanges once for a session', async () => {
    const { token } = await login(t.app, 'switcher', 'switcher-pass');
    const asked = await askCode(token);
    assert.equal(asked.status, 200);
    assert.ok(Value.Check(endpoints.crossClientCode.response, asked.body));
    const lifetime = (Date.parse(asked.body.data.expires_at) - Date.now()) / 1000;
    assert.ok(lifetime > 60 && lifetime <= 120, `the code lives minutes, not hours (${lifetime} s)`);
    assert.notEqual(asked.body.data.code, token, 'the session token is not the code');

    const first = await exchange(asked.body.data.code);
    assert.equal(first.status, 200);
    assert.ok(Value.Check(endpoints.crossClient.response, first.body));
    assert.equal(first.body.data.name, 'switcher');
    assert.equal(
      (await call(t.app, first.body.data.token, { method: 'GET', url: '/api/master/variants' })).status,
      200,
    );

    const again = await exchange(asked.body.data.code);
    assert.equal(again.status, 401, 'a code works once');
    assert.match(again.body.message, /already used/);
  });

  test('a session revoked by a password change gets no code, and its earlier code is refused', async () => {
    await createUser(t.db, {
      username: 'revoked',
      password: 'revoked-pass',
      display_name: 'R',
      roleIds: [1],
      productCategoryIds: [1],
    });
    const { token } = await login(t.app, 'revoked', 'revoked-pass');
    const early = (await askCode(token)).body.data.code as string;
    const changed = await call(t.app, token, {
      method: 'POST',
      url: '/api/auth/update-profile',
      payload: { name: 'R', old_password: 'revoked-pass', new_password: 'a-new-password' },
    });
    assert.equal(changed.status, 200);
    assert.equal((await askCode(token)).status, 401, 'the revoked token asks for nothing');
    const late = await exchange(early);
    assert.equal(late.status, 401);
    assert.match(late.body.message, /password was changed/);
    // The old access token itself is no code: other key, no audience (the hole this closes).
    assert.equal((await exchange(token)).status, 401);
  });

  test('access tokens, long-lived or foreign tokens, other products and expired codes are refused', async () => {
    const { token } = await login(t.app, 'admin', 'admin');
    assert.equal((await exchange(token)).status, 401, 'an access token is not a code');
    assert.equal((await exchange(forged({}, TEST_JWT_SECRET))).status, 401, 'signed with the access key');
    assert.equal((await exchange(forged({ aud: 'other' }))).status, 401, 'another audience');
    const long = await exchange(forged({ exp: nowSeconds() + 86_400 }));
    assert.equal(long.status, 401, 'a day-long token is no one-time code');
    assert.match(long.body.message, /lives too long/);
    const expired = await exchange(forged({ iat: nowSeconds() - 200, exp: nowSeconds() - 60 }));
    assert.equal(expired.status, 401);
    assert.match(expired.body.message, /expired/);
    assert.equal((await exchange(forged({ pc: 2 }))).status, 401, 'a code for another product');
    assert.equal((await exchange(forged({ username: 'stranger' }))).status, 401);
    assert.equal((await exchange('garbage')).status, 401);
  });

  test('from an oil session to the pad-shoe host of the same API (issue 15): the session is for pad-shoe', async () => {
    const oil = await login(t.app, 'switcher', 'switcher-pass');
    assert.equal(oil.product_category, 1);
    const asked = await askCode(oil.token, 2);
    assert.equal(asked.status, 200);
    const code = asked.body.data.code as string;
    // The oil host (no product named, the API's own) and a vanbelt host cannot spend a pad-shoe code.
    const onOil = await exchange(code);
    assert.equal(onOil.status, 401);
    assert.match(onOil.body.message, /for another product/);
    assert.equal((await exchange(code, 3)).status, 401);
    const pad = await exchange(code, 2);
    assert.equal(pad.status, 200, 'a refused host does not spend the code');
    assert.ok(Value.Check(endpoints.crossClient.response, pad.body));
    assert.equal(pad.body.data.product_category, 2);
    assert.deepEqual(pad.body.data.product_categories, [1, 2]);
    const claims = JSON.parse(Buffer.from(pad.body.data.token.split('.')[1]!, 'base64url').toString());
    assert.equal(claims.pc, 2);
    assert.equal((await call(t.app, pad.body.data.token, { method: 'GET', url: '/api/master/variants' })).status, 200);
    // And back: the pad-shoe session asks for an oil code.
    assert.equal((await askCode(pad.body.data.token, 1)).status, 200);
  });

  test('a user who lost the product between the code and the exchange gets the refusal (403 with the message)', async () => {
    await createUser(t.db, {
      username: 'losing-pad',
      password: 'losing-pad-pass',
      display_name: 'Losing',
      roleIds: [3],
      productCategoryIds: [1, 2],
    });
    const { token } = await login(t.app, 'losing-pad', 'losing-pad-pass');
    const code = (await askCode(token, 2)).body.data.code as string;
    await t.db.query(
      "delete from user_product_categories where product_category_id = 2 and user_id = (select id from users where username = 'losing-pad')",
    );
    const res = await exchange(code, 2);
    assert.equal(res.status, 403);
    assert.equal(res.body.message, 'This account has no access to this product.');
    assert.equal((await askCode(token, 2)).status, 403, 'and no new code for it');
  });

  test('an inactive user is refused; a user cannot ask for a product they lack, nor one that does not exist', async () => {
    const [dormant] = await t.db.query<{ id: number; token_version: number }>(
      "select id, token_version from users where username = 'dormant-switcher'",
    );
    const res = await exchange(
      forged({ sub: String(dormant!.id), username: 'dormant-switcher', ver: dormant!.token_version }),
    );
    assert.equal(res.status, 403);
    const { token } = await login(t.app, 'switcher', 'switcher-pass');
    assert.equal((await askCode(token, 3)).status, 403, 'no vanbelt for this user');
    assert.equal((await askCode(token, 999)).status, 403);
    assert.equal((await askCode(undefined)).status, 401);
  });
});
