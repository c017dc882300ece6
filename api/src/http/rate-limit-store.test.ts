// The rate limit's counts live in the database, so two API instances share one
// allowance per address (issue 9: with the plugin's memory store each instance
// allowed the full limit again).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { startTestApp, TEST_DB, type TestApp } from '../testing/app';
import { PUBLIC_RATE_LIMIT_SYNC_MS } from '../modules/scan/routes';
import { postgresRateLimitStore } from './rate-limit-store';

let t: TestApp;
before(async () => {
  t = await startTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
});
after(() => t.close());

/** An API instance with one limited route, counting in `t.db`. */
async function instance(namespace: string, max = 3, syncMs = 0): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: ['127.0.0.1'] });
  await app.register(rateLimit, {
    max,
    timeWindow: 60_000,
    store: postgresRateLimitStore(t.db, namespace, { syncMs }),
  });
  app.get('/limited', async () => ({ ok: true }));
  app.get('/own', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

const hit = (app: FastifyInstance, address: string, url = '/limited') =>
  app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': address } });

test('two instances share one allowance per address', async () => {
  const [a, b] = [await instance('shared'), await instance('shared')];
  try {
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await hit(app, '198.51.100.1')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429], 'the 4th request is over the limit of 3, whichever instance');
    const refused = await hit(a, '198.51.100.1');
    assert.equal(refused.headers['x-ratelimit-remaining'], '0');
    const retry = Number(refused.headers['retry-after']);
    assert.ok(retry > 50 && retry <= 60, `Retry-After counts down the window (${retry})`);
    assert.equal((await hit(b, '198.51.100.2')).statusCode, 200, 'another address has its own allowance');
  } finally {
    await a.close();
    await b.close();
  }
});

test('requests at the same moment share statements but each gets its own count', async () => {
  const [a, b] = [await instance('burst'), await instance('burst')];
  try {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hit(i % 2 ? a : b, i < 10 ? '198.51.100.40' : '198.51.100.41')),
    );
    const allowed = (from: number) => answers.slice(from, from + 10).filter((r) => r.statusCode === 200).length;
    assert.deepEqual([allowed(0), allowed(10)], [3, 3], 'exactly the limit, per address');
    const remaining = answers.slice(0, 10).filter((r) => r.statusCode === 200);
    assert.deepEqual(
      remaining.map((r) => r.headers['x-ratelimit-remaining']).sort(),
      ['0', '1', '2'],
      'counts 1, 2, 3',
    );
    const [row] = await t.db.query<{ hits: number }>(
      `select hits from rate_limit_hit where key = 'burst:198.51.100.40'`,
    );
    assert.equal(row?.hits, 10, 'every request counted once');
  } finally {
    await a.close();
    await b.close();
  }
});

test('a new window starts once the last one has ended, and ended windows are swept', async () => {
  const app = await instance('window');
  try {
    for (let i = 0; i < 3; i++) await hit(app, '198.51.100.10');
    assert.equal((await hit(app, '198.51.100.10')).statusCode, 429);
    // A minute later:
    await t.db.query(`update rate_limit_hit set window_ends_ms = window_ends_ms - 60000 where key like 'window:%'`);
    const again = await hit(app, '198.51.100.10');
    assert.equal(again.statusCode, 200);
    assert.equal(again.headers['x-ratelimit-remaining'], '2', 'counting from 1 again');
    // The sweep runs when an instance first counts in a new period; a fresh store has not swept yet.
    await t.db.query(`update rate_limit_hit set window_ends_ms = 0 where key = 'window:198.51.100.10'`);
    const fresh = await instance('window');
    try {
      await hit(fresh, '198.51.100.11');
    } finally {
      await fresh.close();
    }
    const rows = await t.db.query<{ key: string }>(`select key from rate_limit_hit where key like 'window:%'`);
    assert.deepEqual(
      rows.map((r) => r.key),
      ['window:198.51.100.11'],
      'the ended window is gone',
    );
  } finally {
    await app.close();
  }
});

test('a route with its own limit counts apart, and namespaces never share a count', async () => {
  const [one, two] = [await instance('one'), await instance('two')];
  try {
    assert.equal((await hit(one, '198.51.100.20', '/own')).statusCode, 200);
    assert.equal((await hit(one, '198.51.100.20', '/own')).statusCode, 429, 'its own limit of 1');
    assert.equal((await hit(one, '198.51.100.20')).statusCode, 200, 'the global limit is untouched');
    assert.equal((await hit(two, '198.51.100.20', '/own')).statusCode, 200, 'another namespace');
  } finally {
    await one.close();
    await two.close();
  }
});

/** Waits until the shared table holds `hits` for `key` (a synced store adds its counts every syncMs). */
async function synced(key: string, hits: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [row] = await t.db.query<{ hits: number }>('select hits from rate_limit_hit where key = $1', [key]);
    if (row?.hits === hits) return;
    assert.ok(Date.now() < deadline, `${key} reached ${hits} hits (has ${row?.hits})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a synced store counts in memory, exact on its own instance, and shares the totals at each sync', async () => {
  const [a, b] = [await instance('synced', 3, 50), await instance('synced', 3, 50)];
  try {
    const own = [];
    for (let i = 0; i < 4; i++) own.push((await hit(a, '198.51.100.50')).statusCode);
    assert.deepEqual(own, [200, 200, 200, 429], 'exact on one instance, with no statement per request');
    await synced('synced:198.51.100.50', 4);
    // b learns the total at its own first sync for the address; from then on the allowance is shared.
    assert.equal((await hit(b, '198.51.100.50')).statusCode, 200, 'b had not read the total yet');
    await synced('synced:198.51.100.50', 5);
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.equal((await hit(b, '198.51.100.50')).statusCode, 429, 'the used-up allowance holds on b too');
  } finally {
    await a.close();
    await b.close();
  }
});

test('the public scan route counts in the shared table', async () => {
  const scan = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { url: 'NOSUCHCODE01' },
      headers: { 'x-forwarded-for': '198.51.100.30' },
    });
  // On PostgreSQL a second API on the same schema, as a second process would be.
  const second = TEST_DB === 'postgres' ? await (await import('../app')).buildApp(t.config) : undefined;
  try {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await scan(t.app)).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    await synced('public:198.51.100.30', 4);
    if (second) {
      await scan(second); // its first request, before its first sync
      await synced('public:198.51.100.30', 5);
      await new Promise((resolve) => setTimeout(resolve, PUBLIC_RATE_LIMIT_SYNC_MS + 50));
      assert.equal((await scan(second)).statusCode, 429, 'the other instance refuses the used-up address');
    }
  } finally {
    await second?.close();
  }
});
