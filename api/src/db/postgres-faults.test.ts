// The PostgreSQL driver when the server ends its connections (issue 9): a
// terminated backend must fail only the work that was using it, never crash
// the process with an unhandled 'error' event, and the LISTEN connection
// comes back by itself. Backends are found through the application_name this
// file gives its own connections, so test files running beside it are spared.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { TEST_DATABASE_URL, TEST_DB } from '../testing/app';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { LISTEN_APPLICATION_SUFFIX, openPostgres } from './postgres';
import type { Db } from './types';
import { isDatabaseUnavailable } from './unavailable';

const skip = TEST_DB !== 'postgres' && 'PGlite runs in-process: there is no server connection to terminate';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A connection URL whose sessions carry `name` as application_name. */
const named = (url: string, name: string) => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};

describe('PostgreSQL connections ended by the server', { skip }, () => {
  const appName = `qg_faults_${process.pid}_${randomBytes(3).toString('hex')}`;
  let admin: pg.Client;
  let db: Db;
  const errors: Error[] = [];

  /** Terminates the backends whose application_name is `name`; returns how many. */
  const terminate = async (name: string): Promise<number> => {
    const { rows } = await admin.query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
      [name],
    );
    return rows[0]!.n;
  };

  before(async () => {
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    db = await openPostgres({ url: named(TEST_DATABASE_URL, appName), onError: (err) => errors.push(err) });
  });
  after(async () => {
    await db?.close();
    await admin?.end();
  });

  test('a backend terminated between two statements of a transaction fails that transaction only', async () => {
    const failed = await db
      .transaction(async (tx) => {
        const [me] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        await admin.query('select pg_terminate_backend($1)', [me!.pid]);
        // The server's goodbye arrives while no query is running: only an 'error' listener hears it.
        await sleep(200);
        await tx.query('select 1');
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    assert.ok(isDatabaseUnavailable(failed), `expected a connection error, got ${String(failed)}`);
    // The dead client went away: every connection handed out afterwards works.
    const answers = await Promise.all(Array.from({ length: 15 }, () => db.transaction((tx) => tx.query('select 1'))));
    assert.equal(answers.length, 15);
  });

  test('a backend terminated during a query of a transaction, or of a pooled query, fails that query only', async () => {
    const inTx = db.transaction((tx) => tx.query('select pg_sleep(5)'));
    const pooled = db.query('select pg_sleep(5)');
    const guarded = [inTx, pooled].map((p) =>
      p.then(
        () => null,
        (err: unknown) => err,
      ),
    );
    // Both are running once the server shows them.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where application_name = $1 and query = 'select pg_sleep(5)'`,
        [appName],
      );
      if (rows[0]!.n === 2) break;
      await sleep(20);
    }
    assert.ok((await terminate(appName)) >= 2);
    for (const err of await Promise.all(guarded)) {
      assert.ok(isDatabaseUnavailable(err), `expected a connection error, got ${String(err)}`);
    }
    // pg_terminate_backend returns before the backends are gone: an idle client taken in that
    // instant fails too (503 for its request). Once the server's goodbyes arrived, none is left.
    await sleep(200);
    const [row] = await db.query<{ ok: number }>('select 1 as ok');
    assert.equal(row!.ok, 1);
    await db.transaction((tx) => tx.query('select 1'));
  });

  test('the LISTEN connection reconnects after its backend is terminated and listens again', async () => {
    const channel = `qg_faults_${randomBytes(3).toString('hex')}`;
    const received: string[] = [];
    const stop = await db.listen(channel, (payload) => received.push(payload));
    try {
      const listener = `${appName}${LISTEN_APPLICATION_SUFFIX}`;
      const pidOf = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where application_name = $1 and query like 'listen %'`,
            [listener],
          )
        ).rows.map((r) => r.pid);
      const [before] = await pidOf();
      assert.ok(before, 'the listener names itself in pg_stat_activity');
      assert.equal(await terminate(listener), 1);
      // Notifications sent while it is away are lost by design: send until one arrives.
      const deadline = Date.now() + 10_000;
      let sent = 0;
      while (received.length === 0 && Date.now() < deadline) {
        await admin.query('select pg_notify($1, $2)', [channel, `after-${++sent}`]);
        await sleep(100);
      }
      assert.match(received[0] ?? '', /^after-\d+$/, 'a notification arrived after the reconnect');
      const [now] = await pidOf();
      assert.ok(now && now !== before, 'on a new backend');
    } finally {
      await stop();
    }
  });

  describe('a server that goes away and comes back', () => {
    let proxy: FaultProxy;
    let behind: Db;
    const target = new URL(TEST_DATABASE_URL);
    before(async () => {
      proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
      behind = await openPostgres({
        url: proxy.urlFor(named(TEST_DATABASE_URL, `${appName}_proxy`)),
        onError: (err) => errors.push(err),
      });
    });
    after(async () => {
      await behind?.close();
      await proxy?.close();
    });

    test('fails fast with a connection error while it is away, and serves again once it is back', async (t) => {
      const channel = `qg_faults_${randomBytes(3).toString('hex')}`;
      const received: string[] = [];
      const stop = await behind.listen(channel, (payload) => received.push(payload));
      t.after(stop);
      await behind.transaction((tx) => tx.query('select 1'));
      await proxy.down();
      const started = Date.now();
      const attempts = [behind.query('select 1'), behind.transaction((tx) => tx.query('select 1'))];
      for (const err of await Promise.all(
        attempts.map((p) =>
          p.then(
            () => null,
            (e: unknown) => e,
          ),
        ),
      )) {
        assert.ok(isDatabaseUnavailable(err), `expected a connection error, got ${String(err)}`);
      }
      assert.ok(Date.now() - started < 5_000, 'refused, not hanging');
      await sleep(600); // the listener retries (and fails) a few times meanwhile
      await proxy.up();
      const [row] = await behind.query<{ ok: number }>('select 1 as ok');
      assert.equal(row!.ok, 1);
      const deadline = Date.now() + 10_000;
      while (received.length === 0 && Date.now() < deadline) {
        await behind.query('select pg_notify($1, $2)', [channel, 'back']);
        await sleep(100);
      }
      assert.deepEqual(received.slice(0, 1), ['back']);
    });
  });

  test('connection errors were reported, not thrown at the process', () => {
    // Idle clients dropped by the proxy and the listener's lost connections end up here.
    assert.ok(errors.every((e) => e instanceof Error));
  });
});
