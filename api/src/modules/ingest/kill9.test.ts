// kill -9 during ingest loses no acknowledged scan (issue 9). The API runs as
// its own process (tsx src/server.ts, as in production) on a fresh schema;
// 16 clients send customer scans, each with a client_id; the process is
// killed with SIGKILL while scans are in flight, started again, and every scan
// that had been answered 2xx must be in scan_events: a scan is acknowledged
// only after the transaction holding it committed. Scans that were in flight
// may or may not be there, and re-sending them by client_id is safe.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { freePort } from '../../../bench/lib';
import { startTestApp, TEST_DATABASE_URL, TEST_DB, TEST_JWT_SECRET, TEST_SSO_SECRET } from '../../testing/app';
import { activate, issueCodes } from '../../testing/engine';

const skip =
  TEST_DB !== 'postgres' &&
  'a PostgreSQL-server test: it kills the API process and checks what the server kept (PGlite lives in the killed process)';
const API_ROOT = path.resolve(__dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the API as a child process and resolves once /health answers 200. */
async function startApi(env: Record<string, string>, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API did not answer /health within 20 s');
    }
    await sleep(100);
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

describe('kill -9 during ingest', { skip }, () => {
  const schema = `t_kill9_${process.pid}_${randomBytes(3).toString('hex')}`;
  let admin: pg.Client;
  let codes: string[];
  let env: Record<string, string>;
  let base: string;
  const children: ChildProcess[] = [];

  before(async () => {
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    // Schema, reference and demo users, and activated codes, made in-process; kept for the API process.
    const setup = await startTestApp({ DATABASE_SCHEMA: schema });
    codes = (await issueCodes(setup, { prefix: 'KILL', ordered: 200 })).qrcodes;
    await activate(setup, codes);
    await setup.app.close();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: schema,
      JWT_SECRET: TEST_JWT_SECRET,
      SSO_SECRET: TEST_SSO_SECRET,
      SEED_DEMO: 'true',
      DEMO_DATA: 'none',
      BIND_HOST: '127.0.0.1',
      API_PORT: String(port),
      LOG_LEVEL: 'error',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    };
  });
  after(async () => {
    for (const child of children) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await admin?.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`);
    await admin?.end();
  });

  test('every scan answered 2xx before the SIGKILL is stored after the restart', async () => {
    const first = await startApi(env, base);
    children.push(first);
    const acknowledged: string[] = [];
    const urlOf = new Map<string, string>();
    let sent = 0;
    let killed = false;
    const client = async (n: number) => {
      for (let i = 0; !killed; i++) {
        const clientId = `k9-${n}-${i}-${randomBytes(3).toString('hex')}`;
        const url = `https://qrguard.id/q/${codes[(n * 31 + i) % codes.length]}`;
        urlOf.set(clientId, url);
        sent++;
        try {
          const res = await fetch(`${base}/api/scan`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ url, client_id: clientId }),
          });
          if (res.status >= 200 && res.status < 300) acknowledged.push(clientId);
          else assert.fail(`scan answered ${res.status} before the kill: ${await res.text()}`);
        } catch (err) {
          if (!killed) throw err;
          return; // the process is gone: this scan was never acknowledged
        }
      }
    };
    const clients = Array.from({ length: 16 }, (_, n) => client(n));
    // Kill mid-stream: once a few hundred scans were acknowledged, with 16 more in flight.
    const deadline = Date.now() + 10_000;
    while (acknowledged.length < 300 && Date.now() < deadline) await sleep(10);
    killed = true;
    first.kill('SIGKILL');
    await Promise.all(clients);
    await exited(first);
    assert.equal(first.signalCode, 'SIGKILL');
    assert.ok(acknowledged.length >= 100, `scans acknowledged before the kill: ${acknowledged.length}`);

    const second = await startApi(env, base);
    children.push(second);
    const { rows } = await admin.query<{ client_id: string }>(
      `select client_id from ${pg.escapeIdentifier(schema)}.scan_events where client_id = any($1::text[])`,
      [acknowledged],
    );
    const stored = new Set(rows.map((r) => r.client_id));
    assert.deepEqual(
      acknowledged.filter((id) => !stored.has(id)),
      [],
      'acknowledged scans missing after the restart',
    );
    assert.equal(rows.length, acknowledged.length, 'each stored once');
    // The restarted API serves, and a client retrying an acknowledged scan is not counted twice.
    const retry = await fetch(`${base}/api/scan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: urlOf.get(acknowledged[0]!), client_id: acknowledged[0] }),
    });
    assert.equal(retry.status, 200);
    assert.equal(((await retry.json()) as { data: { counted: boolean } }).data.counted, false);
    console.log(`# sent ${sent}, acknowledged ${acknowledged.length} before SIGKILL, all stored`);
  });
});
