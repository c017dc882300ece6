// Ingestion benchmark: customer scans over HTTP on loopback, each answered
// after its group-commit transaction (rules, suspects, rollups) committed.
//
//   pnpm --filter @qrguard/api bench:ingest -- --db postgres   (or --db pglite)
//   options: --codes 50000 --rate 2000 --duration 20 --connections 32
//            --poison 20 --poison-clients 4   (a third run: see poison.ts)
//
// It prepares its own database (a fresh schema of BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, or a temporary PGlite folder):
// `--codes` codes issued and activated through the engine. It then starts the
// API as a separate process (TRUST_PROXY on) and runs two bounded loads, both
// only to 127.0.0.1: customers arriving at `--rate` a second on a fixed
// schedule (open loop, open-loop.ts: the target), and an unthrottled one with
// autocannon over `--connections`. Requests come from 10,000 simulated client
// addresses (X-Forwarded-For), so the per-address rate limit stays in the path
// without refusing them. 3 % of scans are counterfeit URLs (Not Found).
// With --poison N, a third run repeats the unthrottled one while
// --poison-clients of the clients send one poison scan in every N (poison.ts).
// It fails on any error status (but the poison scans' 400s), and checks that
// every 2xx answer left exactly one scan event.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config';
import { openDb, type Db } from '../src/db';
import { seedProducts } from '../src/db/engine-reference';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { CITIES } from '../src/demo/cities';
import type { Command } from '../src/domain/ingest-plan';
import { mulberry32 } from '../src/domain/prng';
import { applyCommands } from '../src/modules/ingest/engine';
import { issuePurchaseOrder } from '../src/modules/ingest/issue';
import { openLoop } from './open-loop';
import { poisonRun } from './poison';
import { BENCH_JWT_SECRET, BENCH_SSO_SECRET, DEFAULT_DATABASE_URL, loadAverage, option, round, startApi } from './lib';

const LINE = 10_000;

async function prepare(db: Db, codes: number, timeZone: string): Promise<string[]> {
  await migrate(db);
  await seed(db, { demo: true });
  await db.transaction((tx) => seedProducts(tx));
  const [ref] = await db.query<{ lm: number; om: number; bm: number; product: number; variant: number }>(
    `select (select id from label_makers order by id limit 1) as lm, (select id from oil_makers order by id limit 1) as om,
            (select id from bottle_makers order by id limit 1) as bm, p.id as product, p.variant_id as variant from products p order by p.id limit 1`,
  );
  const all: string[] = [];
  const suspicion = { maxCustomerScans: 5, maxSpeedKmh: 900, minDistanceKm: 50 };
  const activatedAt = new Date(Date.now() - 30 * 86_400_000);
  for (let n = 0; all.length < codes; n++) {
    const ordered = Math.min(LINE, Math.ceil((codes - all.length) / 1.04));
    const po = await db.transaction((tx) =>
      issuePurchaseOrder(
        tx,
        {
          noPo: `PO/BENCH/${n}`,
          labelMakerId: ref!.lm,
          poDate: activatedAt.toISOString().slice(0, 10),
          lines: [
            { productId: ref!.product, variantId: ref!.variant, bottleMakerId: ref!.bm, oilMakerId: ref!.om, ordered },
          ],
        },
        (_l, i) => ({ qrcode: `BENCH${n}X${i}`, serialNumber: `SNB-${n}-${i}` }),
        timeZone,
      ),
    );
    const issued = po.lines[0]!.codes.map((c) => c.qrcode);
    const commands: Command[] = issued.flatMap((qrcode): Command[] => [
      {
        kind: 'label',
        qrcode,
        url: qrcode,
        labelMakerId: ref!.lm,
        result: 'Success',
        at: new Date(activatedAt.getTime() - 3_600_000),
      },
      { kind: 'oil', qrcode, url: qrcode, oilMakerId: ref!.om, action: 'ACTIVATE', appUserId: null, at: activatedAt },
    ]);
    await db.transaction((tx) => applyCommands(tx, commands, { suspicion, timeZone }));
    all.push(...issued);
  }
  return all;
}

async function main(): Promise<void> {
  const kind = option('db', 'postgres');
  if (kind !== 'postgres' && kind !== 'pglite') throw new Error('--db must be postgres or pglite');
  const codeCount = Math.min(Number(option('codes', kind === 'postgres' ? '50000' : '20000')), 1_000_000);
  const rate = Math.min(Number(option('rate', '2000')), 50_000);
  const duration = Math.min(Number(option('duration', '20')), 120);
  const connections = Math.min(Number(option('connections', '32')), 256);
  const poisonEvery = Math.min(Number(option('poison', '0')), 1000);
  const poisonClients = Math.min(Number(option('poison-clients', '4')), connections);
  if (poisonEvery === 1 || poisonEvery < 0) throw new Error('--poison must be 0 (off) or at least 2');

  const pgliteDir = kind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'qrguard-bench-')) : '';
  const schema = `bench_ingest_${process.pid}`;
  const env: Record<string, string> =
    kind === 'postgres'
      ? { DATABASE_URL: DEFAULT_DATABASE_URL, DATABASE_SCHEMA: schema, SEED_DEMO: 'false' }
      : { PGLITE_DIR: path.join(pgliteDir, 'db'), DEMO_DATA: 'none' };
  const config = loadConfig({ ...env, JWT_SECRET: BENCH_JWT_SECRET, SSO_SECRET: BENCH_SSO_SECRET });

  let started = Date.now();
  const setupDb = await openDb(config.database);
  const codes = await prepare(setupDb, codeCount, config.businessTz);
  const [base] = await setupDb.query<{ n: string }>('select count(*)::text as n from scan_events');
  await setupDb.close();
  console.log(
    `prepared ${codes.length.toLocaleString('en')} activated codes on ${kind} in ${round((Date.now() - started) / 1000)} s`,
  );

  // The simulated customers are told apart by X-Forwarded-For, which the API trusts only when asked.
  const api = await startApi({ ...env, TRUST_PROXY: '127.0.0.1' });
  const rng = mulberry32(42);
  const body = () => {
    const known = rng.next() >= 0.03;
    const url = known
      ? `https://qrguard.id/q/${codes[Math.floor(rng.next() * codes.length)]}`
      : `https://qrguard.id/q/FAKE${Math.floor(rng.next() * 1e9)}`;
    const city = CITIES[Math.floor(rng.next() * CITIES.length)]!;
    const located = rng.next() < 0.8;
    return JSON.stringify(
      located ? { url, lat: city.lat + (rng.next() - 0.5) / 10, lng: city.lng + (rng.next() - 0.5) / 10 } : { url },
    );
  };
  const request = {
    method: 'POST',
    path: '/api/scan',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req: { headers?: Record<string, string>; body?: string }) => ({
      ...req,
      headers: {
        ...req.headers,
        'content-type': 'application/json',
        'x-forwarded-for': `10.${Math.floor(rng.next() * 40)}.${Math.floor(rng.next() * 250)}.7`,
      },
      body: body(),
    }),
  };
  const countEvents = async () => {
    const db = await openDb(config.database);
    try {
      const [row] = await db.query<{ n: string }>('select count(*)::text as n from scan_events');
      return Number(row!.n);
    } finally {
      await db.close();
    }
  };

  try {
    // Warm up (JIT, pool, caches): not measured, but its scans are stored too.
    const warm = await autocannon({ url: api.url, connections: 8, duration: 3, requests: [request] });
    const runs: ({ run: string; non2xx: number } & Record<string, unknown>)[] = [];
    let ok = warm['2xx'];
    // Requests still in flight when a run's time is up are committed but not counted as answered.
    let sent = warm.requests.sent;
    // Customers are many independent clients: the offered-rate run keeps enough connections open
    // that the rate, not the number of connections, sets how many scans wait for a batch.
    // The target: customers arriving at `--rate` a second, each on its own schedule (open loop).
    started = Date.now();
    const steady = await openLoop({
      url: api.url,
      rate,
      seconds: duration,
      warmupSeconds: 2,
      connections: 256,
      next: () => {
        const r = request.setupRequest({});
        return { path: request.path, headers: r.headers, body: r.body };
      },
    });
    ok += steady.ok;
    sent += steady.sent;
    runs.push({
      run: `open loop ${rate}/s`,
      connections: 256,
      ...steady,
      scansPerSecond: round(steady.measured / steady.seconds, 0),
      loadAverage: loadAverage(),
    });
    // The most it takes: a fixed number of clients, each sending its next scan when answered.
    const unthrottled = async (name: string) => {
      const r = await autocannon({ url: api.url, connections, duration, timeout: 10, requests: [request] });
      ok += r['2xx'];
      sent += r.requests.sent;
      runs.push({
        run: name,
        connections,
        seconds: r.duration,
        sent: r.requests.sent,
        ok: r['2xx'],
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        scansPerSecond: round(r['2xx'] / r.duration, 0),
        p50ms: r.latency.p50,
        p90ms: r.latency.p90,
        p99ms: r.latency.p99,
        maxMs: r.latency.max,
        loadAverage: loadAverage(),
      });
      return round(r['2xx'] / r.duration, 0);
    };
    const cleanBefore = await unthrottled('unthrottled');
    if (poisonEvery > 0) {
      // The same clients and time as the unthrottled run, some of them sending poison among good scans.
      const p = await poisonRun({
        url: api.url,
        request,
        connections,
        poisonClients,
        every: poisonEvery,
        duration,
      });
      ok += p.ok;
      sent += p.sent;
      runs.push({
        run: `poison 1/${poisonEvery} from ${poisonClients} clients`,
        connections,
        seconds: p.seconds,
        sent: p.sent,
        ok: p.ok,
        refused400: p.refused400,
        non2xx: p.unexpected,
        errors: p.errors,
        scansPerSecond: round(p.ok / p.seconds, 0),
        answersPerSecond: round((p.ok + p.refused400) / p.seconds, 0),
        p50ms: p.p50ms,
        p90ms: p.p90ms,
        p99ms: p.p99ms,
        maxMs: p.maxMs,
        loadAverage: loadAverage(),
      });
      // A shared machine's load drifts within minutes: the clean run is repeated after the poison
      // run, and the poison run is compared with the mean of the clean runs around it.
      const cleanAfter = await unthrottled('unthrottled, again');
      const clean = (cleanBefore + cleanAfter) / 2;
      console.log(
        `poison run: ${round(p.ok / p.seconds, 0)} good scans/s against ${round(clean, 0)} clean (mean of ${cleanBefore} before and ${cleanAfter} after: ${round((100 * p.ok) / p.seconds / clean - 100, 1)} %), ${p.refused400} poison scans refused with 400`,
      );
      if (p.refused400 === 0) throw new Error('no poison scan was answered 400: the poison run did not poison');
    }
    // Counted once the API stopped (PGlite is one process's database): every acknowledged scan must be stored.
    await api.stop();
    const stored = (await countEvents()) - Number(base!.n);
    console.table(runs);
    console.log(JSON.stringify({ db: kind, codes: codes.length, runs, acknowledged: ok, sent, stored }));
    // A refused scan is not a fast scan: latency figures only mean something when every answer was 2xx.
    const refused = runs.reduce((n, run) => n + run.non2xx, 0);
    if (refused > 0)
      throw new Error(`${refused} scans were answered with an error status; the figures above are not valid`);
    if (stored < ok || stored > sent)
      throw new Error(`${ok} scans were acknowledged (${sent} sent) but ${stored} events were stored`);
    console.log(
      `every acknowledged scan is stored: ${ok} acknowledged <= ${stored} stored <= ${sent} sent (the rest were in flight at the end of a run)`,
    );
  } finally {
    await api.stop();
    if (kind === 'postgres') {
      const db = await openDb({ kind: 'postgres', url: DEFAULT_DATABASE_URL });
      await db.query(`drop schema if exists "${schema}" cascade`);
      await db.close();
    } else {
      await rm(pgliteDir, { recursive: true, force: true });
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
