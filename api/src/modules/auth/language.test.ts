// PUT /api/auth/language (issue 10): the language chosen in the header is kept
// with the user and comes back in the session at the next sign-in.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { call, login, startTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const setLanguage = (token: string | undefined, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'PUT', url: '/api/auth/language', payload });

describe('PUT /api/auth/language', () => {
  test('a new user reads English until they choose', async () => {
    const viewer = await login(t.app, 'viewer', 'viewer');
    assert.equal(viewer.language, 'en');
  });

  test('the choice is kept with the user and returned at the next sign-in', async () => {
    const admin = await login(t.app, 'admin', 'admin');
    const res = await setLanguage(admin.token, { language: 'id' });
    assert.equal(res.status, 200);
    assert.ok(Value.Check(endpoints.updateLanguage.response, res.body), 'matches the contract');
    assert.deepEqual(res.body.data, { language: 'id' });
    assert.equal((await login(t.app, 'admin', 'admin')).language, 'id', 'a later sign-in reads Indonesian');
    assert.equal((await login(t.app, 'viewer', 'viewer')).language, 'en', 'other users keep their own');

    await setLanguage(admin.token, { language: 'en' });
    assert.equal((await login(t.app, 'admin', 'admin')).language, 'en', 'and can switch back');
  });

  test('only the two languages the dashboard speaks are accepted', async () => {
    const admin = await login(t.app, 'admin', 'admin');
    for (const payload of [{ language: 'fr' }, {}, { language: 'id', extra: 1 }]) {
      assert.equal((await setLanguage(admin.token, payload)).status, 400, JSON.stringify(payload));
    }
  });

  test('a signed-out caller is refused', async () => {
    assert.equal((await setLanguage(undefined, { language: 'id' })).status, 401);
  });
});
