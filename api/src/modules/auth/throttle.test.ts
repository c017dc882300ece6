// The sign-in throttle counts per user and address, per user, and per address
// (issue 9): a stranger's guesses lock out only the stranger's address, one
// address spraying many names is stopped, invented names leave no rows, and
// every API instance sees the same counts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from '../../http/validation';
import authPlugin from '../../plugins/auth';
import errorsPlugin from '../../plugins/errors';
import { call, login, startTestApp, TEST_DB, type TestApp } from '../../testing/app';
import { createUser } from '../users/queries';
import authRoutes from './routes';
import { addressKey } from './throttle';

let t: TestApp;
/** A second API instance on the same database. */
let other: FastifyInstance;

/**
 * On PostgreSQL: a second app on the same schema, as a second process would be.
 * On PGlite, a database only one process opens: a second Fastify instance with
 * the sign-in routes on the same Db object, holding nothing in memory of its own.
 */
async function secondInstance(first: TestApp): Promise<FastifyInstance> {
  if (TEST_DB === 'postgres') {
    const { buildApp } = await import('../../app');
    return buildApp(first.config);
  }
  const app = Fastify({ trustProxy: first.config.trustProxy });
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errorsPlugin);
  await app.register(cors, { origin: first.config.corsOrigins });
  // Stands in for plugins/db, which would open the database a second time.
  await app.register(fp(async (instance) => void instance.decorate('db', first.db), { name: 'db' }));
  await app.register(authPlugin, { config: first.config });
  await app.register(authRoutes, { config: first.config });
  await app.ready();
  return app;
}

before(async () => {
  // The defaults (5 per user and address, 20 per address), and a low limit per user over all addresses.
  t = await startTestApp({ LOGIN_USER_MAX_FAILURES: '8' });
  for (const username of ['guarded', 'spread', 'shared', 'profiled', 'expiring'])
    await createUser(t.db, {
      username,
      password: `${username}-pass`,
      display_name: username,
      roleIds: [3],
      productCategoryIds: [1],
    });
  other = await secondInstance(t);
});
after(async () => {
  await other.close();
  await t.close();
});

const signIn = (username: string, password: string, from: string, app: FastifyInstance = t.app) =>
  call(app, undefined, {
    method: 'POST',
    url: '/api/sso/login',
    payload: { username, password },
    headers: { 'x-forwarded-for': from },
  });

const USER_LOCK =
  /^Too many failed sign-in attempts for this user name\. Try again after \d{2}:\d{2} \(in 15 minutes\)\.$/;
const ADDRESS_LOCK =
  /^Too many failed sign-in attempts from this address\. Try again after \d{2}:\d{2} \(in 15 minutes\)\.$/;

describe('sign-in throttle', () => {
  test('five wrong passwords from one address lock that address out for the user, not the user everywhere', async () => {
    for (let i = 1; i <= 4; i++) assert.equal((await signIn('guarded', `bad-${i}`, '203.0.113.1')).status, 401);
    const fifth = await signIn('guarded', 'bad-5', '203.0.113.1');
    assert.equal(fifth.status, 429);
    assert.match(fifth.body.message, USER_LOCK);
    assert.ok(Number(fifth.headers['retry-after']) > 14 * 60, 'Retry-After in seconds');
    assert.equal(
      (await signIn('guarded', 'guarded-pass', '203.0.113.1')).status,
      429,
      'the right password waits there',
    );
    // The lockout DoS: before issue 9 these were refused as well.
    assert.equal((await signIn('guarded', 'guarded-pass', '198.51.100.7')).status, 200, 'the real user elsewhere');
    assert.equal((await signIn('viewer', 'viewer', '203.0.113.1')).status, 200, 'other users from that address');
  });

  test('one address spraying invented names is locked for every name, and leaves no row per name', async () => {
    const from = '203.0.113.20';
    for (let i = 1; i <= 19; i++) {
      const res = await signIn(`invented-${i}`, 'Winter2026!', from);
      assert.equal(res.status, 401, `attempt ${i}`);
    }
    const twentieth = await signIn('invented-20', 'Winter2026!', from);
    assert.equal(twentieth.status, 429);
    assert.match(twentieth.body.message, ADDRESS_LOCK);
    const next = await signIn('invented-21', 'Winter2026!', from);
    assert.equal(next.status, 429, 'the 21st name is refused before any password check');
    assert.equal((await signIn('viewer', 'viewer', from)).status, 429, 'a real user from that address waits too');
    assert.equal((await signIn('viewer', 'viewer', '203.0.113.21')).status, 200, 'the next address is not affected');

    const rows = await t.db.query<{ scope: string; key: string }>('select scope, key from login_failure');
    assert.deepEqual(
      rows.filter((r) => r.key.includes(from)),
      [{ scope: 'address', key: from }],
      'one row for the address, none per invented name',
    );
    assert.ok(!rows.some((r) => r.key.includes('invented')), 'no typed name is stored');
    const old = await t.db.query<{ n: number }>(
      `select count(*)::int as n from login_throttle where username_key like 'invented-%'`,
    );
    assert.equal(old[0]!.n, 0, 'nor in the old per-name table');
  });

  test('a guess spread over many addresses is still slowed per user (LOGIN_USER_MAX_FAILURES)', async () => {
    // Two failures from each of four addresses: no address reaches its own limit of 5.
    const answers: number[] = [];
    for (let a = 1; a <= 4; a++)
      for (let i = 0; i < 2; i++) answers.push((await signIn('spread', 'guess', `192.0.2.${a}`)).status);
    assert.deepEqual(answers, [401, 401, 401, 401, 401, 401, 401, 429], 'the 8th failure locks the user');
    const fresh = await signIn('spread', 'spread-pass', '192.0.2.99');
    assert.equal(fresh.status, 429);
    assert.match(fresh.body.message, USER_LOCK);
    assert.equal((await signIn('viewer', 'viewer', '192.0.2.99')).status, 200);
  });

  test('the counts are shared by every API instance on the database', async () => {
    const from = '203.0.113.40';
    for (let i = 1; i <= 3; i++) assert.equal((await signIn('shared', `bad-${i}`, from)).status, 401);
    assert.equal((await signIn('shared', 'bad-4', from, other)).status, 401);
    assert.equal(
      (await signIn('shared', 'bad-5', from, other)).status,
      429,
      'the fifth failure, on the other instance',
    );
    assert.equal((await signIn('shared', 'shared-pass', from)).status, 429, 'the first instance sees the lock');
    assert.equal((await signIn('shared', 'shared-pass', '203.0.113.41', other)).status, 200);
  });

  test('locks end after LOGIN_LOCK_MINUTES, and dead rows are deleted as failures come in', async () => {
    const from = '203.0.113.60';
    for (let i = 1; i <= 5; i++) await signIn('expiring', `bad-${i}`, from);
    assert.equal((await signIn('expiring', 'expiring-pass', from)).status, 429);
    // Sixteen minutes later, for every count so far:
    await t.db.query(
      `update login_failure set window_ends_at = window_ends_at - interval '16 minutes', locked_until = locked_until - interval '16 minutes'`,
    );
    assert.equal((await signIn('expiring', 'expiring-pass', from)).status, 200);
    assert.equal((await signIn('nobody-at-all', 'x', '203.0.113.61')).status, 401);
    const dead = await t.db.query<{ n: number }>(
      'select count(*)::int as n from login_failure where greatest(window_ends_at, locked_until) < now()',
    );
    assert.equal(dead[0]!.n, 0, 'a failure cleans up');
    const left = await t.db.query<{ key: string }>('select key from login_failure');
    assert.deepEqual(
      left.map((r) => r.key),
      ['203.0.113.61'],
      'only the new count is left',
    );
  });

  test('a wrong old password in Edit Profile still counts per user and locks the sign-in too', async () => {
    const session = await login(t.app, 'profiled', 'profiled-pass');
    const edit = () =>
      call(t.app, session.token, {
        method: 'POST',
        url: '/api/auth/update-profile',
        payload: { name: 'P', old_password: 'not-it', new_password: 'new-password-1' },
        headers: { 'x-forwarded-for': '203.0.113.80' },
      });
    for (let i = 1; i <= 4; i++) assert.equal((await edit()).status, 422);
    const fifth = await edit();
    assert.equal(fifth.status, 429);
    assert.match(fifth.body.message, USER_LOCK);
    assert.equal(
      (await signIn('profiled', 'profiled-pass', '203.0.113.81')).status,
      429,
      'a stolen token cannot switch to the sign-in',
    );
  });
});

test('addresses are counted as @fastify/rate-limit counts them: IPv6 by its /64', () => {
  assert.equal(addressKey('2001:db8:1:2:aaaa::1'), addressKey('2001:db8:1:2:bbbb:cccc:dddd:9'));
  assert.notEqual(addressKey('2001:db8:1:2::1'), addressKey('2001:db8:1:3::1'));
  assert.equal(addressKey('::ffff:10.0.0.1'), '10.0.0.1');
  assert.equal(addressKey('10.0.0.1'), '10.0.0.1');
});
