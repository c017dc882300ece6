// The API while PostgreSQL ends its connections (issue 9): under load, with
// every backend of this app terminated again and again, a request either
// succeeds or answers 503 with Retry-After (never a 500, never a crash), and
// once the terminations stop every request succeeds again, without a restart.
// A batch of scans whose connection is lost answers 503 to each of its scans
// (none of them was stored) and the queue goes on with the next batch.
// Backends are found by the application_name this file sets, so test files
// running beside it are spared.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../http/db-errors';
import { login, startTestApp, TEST_DATABASE_URL, TEST_DB, type TestApp } from '../../testing/app';
import { activate, count, issueCodes } from '../../testing/engine';

const skip = TEST_DB !== 'postgres' && 'PGlite runs in-process: there is no server connection to terminate';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the API while PostgreSQL terminates its connections', { skip }, () => {
  const appName = `qg_apifaults_${process.pid}_${randomBytes(3).toString('hex')}`;
  let t: TestApp;
  let admin: pg.Client;
  let codes: string[];
  let token: string;
  let sent = 0;

  /** Terminates every backend of the app (its pool and its LISTEN connection); returns how many. */
  const terminateAll = async (): Promise<number> => {
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where left(application_name, length($1)) = $1 and pid <> pg_backend_pid()`,
      [appName],
    );
    return rows[0]!.n;
  };

  const scan = (
    clientId = `flt-${++sent}-${randomBytes(4).toString('hex')}`,
  ): InjectOptions & { clientId: string } => ({
    method: 'POST',
    url: '/api/scan',
    payload: { url: `https://qrguard.id/q/${codes[sent % codes.length]}`, client_id: clientId },
    headers: { 'x-forwarded-for': `198.51.100.${sent % 250}` },
    clientId,
  });
  /** One request of the mix: a public scan (the ingest queue), a signed-in read (the session check), /health. */
  const nextRequest = (i: number): InjectOptions & { clientId?: string } =>
    i % 3 === 0
      ? scan()
      : i % 3 === 1
        ? { method: 'GET', url: '/api/master/variants', headers: { authorization: `Bearer ${token}` } }
        : { method: 'GET', url: '/health' };

  before(async () => {
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('application_name', appName);
    t = await startTestApp({ DATABASE_URL: url.toString(), PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' });
    codes = (await issueCodes(t, { prefix: 'FLT', ordered: 100 })).qrcodes;
    await activate(t, codes);
    token = (await login(t.app, 'admin', 'admin')).token;
  });
  after(async () => {
    await t?.close();
    await admin?.end();
  });

  test('20 clients in a loop while every backend is terminated five times: 200 or 503, then 200 again', async () => {
    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    let running = true;
    let i = 0;
    const worker = async () => {
      while (running) {
        const request = nextRequest(i++);
        const res = await t.app.inject(request);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 503) {
          assert.equal(res.json().status, false);
          assert.ok(Number(res.headers['retry-after']) > 0, 'a 503 says when to try again');
        } else if (res.statusCode !== 200) {
          assert.fail(`${request.method} ${request.url} answered ${res.statusCode}: ${res.body}`);
        }
        if (res.statusCode === 200 && request.clientId) acknowledged.push(request.clientId);
      }
    };
    const workers = Array.from({ length: 20 }, worker);
    let terminated = 0;
    try {
      for (let round = 0; round < 5; round++) {
        await sleep(300);
        terminated += await terminateAll();
      }
      await sleep(300);
    } finally {
      running = false;
      await Promise.all(workers);
    }
    assert.ok(terminated >= 5, `backends terminated: ${terminated}`);
    assert.ok((statuses.get(200) ?? 0) > 100, `requests served meanwhile: ${JSON.stringify([...statuses])}`);

    // pg_terminate_backend returns before the backends are gone; once they are, nothing fails.
    await sleep(300);
    const after = await Promise.all(Array.from({ length: 60 }, (_, n) => t.app.inject(nextRequest(n))));
    assert.deepEqual(
      after.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`),
      [],
      'every request succeeds again, without a restart',
    );
    // Acknowledged means committed: every scan answered 200 under the faults was stored.
    assert.equal(await count(t, 'scan_events', 'client_id = any($1::text[])', [acknowledged]), acknowledged.length);
    console.log(
      `# statuses under terminations: ${JSON.stringify(Object.fromEntries(statuses))}, backends terminated: ${terminated}`,
    );
  });

  test('a batch whose connection is lost answers 503 to each of its scans, and the queue goes on', async () => {
    // The batch will wait on this lock (its first write inserts into scan_events) until its backend is terminated.
    await admin.query('begin');
    const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined;
    await admin.query(`lock table ${pg.escapeIdentifier(schema!)}.scan_events in exclusive mode`);
    const requests = Array.from({ length: 10 }, () => scan());
    const answers = requests.map((r) => t.app.inject(r));
    let killed = 0;
    try {
      for (let n = 0; n < 100 && killed === 0; n++) {
        await sleep(30);
        const { rows } = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where application_name = $1 and wait_event_type = 'Lock'`,
          [appName],
        );
        killed = rows[0]!.n;
      }
    } finally {
      await admin.query('rollback');
    }
    assert.equal(killed, 1, 'the batch was waiting on the lock');
    const results = await Promise.all(answers);
    const failed = requests.filter((_, n) => results[n]!.statusCode === 503);
    assert.deepEqual(
      results.filter((r) => r.statusCode !== 200 && r.statusCode !== 503).map((r) => `${r.statusCode} ${r.body}`),
      [],
    );
    assert.ok(failed.length > 0, 'the scans of the lost batch were told');
    assert.equal(results.find((r) => r.statusCode === 503)!.json().message, DATABASE_UNAVAILABLE_MESSAGE);
    // Not stored, so the apps' retry with the same client_id is counted, once.
    assert.equal(await count(t, 'scan_events', 'client_id = any($1::text[])', [failed.map((r) => r.clientId)]), 0);
    for (const request of failed) {
      const retried = await t.app.inject(request);
      assert.equal(retried.statusCode, 200, retried.body);
      assert.equal(retried.json().data.counted, true);
    }
    assert.equal((await t.app.inject(scan())).statusCode, 200, 'the queue serves the next batch');
  });
});
