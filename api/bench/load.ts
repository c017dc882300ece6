// Load benchmark: the large demo programme (about 1 million codes and 10
// million scans) through the ingestion engine into PostgreSQL; prints the wall
// time, the database size and, with --check, whether the rollups equal the
// raw events (a full scan of them).
//
//   pnpm --filter @qrguard/api bench:load -- [--database qrguard_bench] [--codes 1000000] [--fresh] [--check]
//
// It works in its own database (created when missing) on the server of
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), never
// in the test database itself. A database that already holds a programme is
// refused unless --fresh (which drops and re-creates it). It takes minutes:
// run it in the background with its output in a file, e.g.
//   nohup pnpm --filter @qrguard/api bench:load -- --fresh --check > /tmp/qrguard-load.log 2>&1 &
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb } from '../src/db';
import { seedProducts } from '../src/db/engine-reference';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { demoLoaded, generateDemo, hourlyWindowStart, transactionPerStep } from '../src/demo/generator';
import { DEMO_PROFILES } from '../src/demo/timeline';
import { DEFAULT_SUSPICION } from '../src/domain/suspicion';
import { rollupDifferences } from '../src/modules/ingest/rollup-check';
import { FolderStorage } from '../src/modules/scan/storage';
import { DEFAULT_DATABASE_URL, loadAverage, mb, option, round } from './lib';

const TIME_ZONE = 'Asia/Jakarta';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function main(): Promise<void> {
  const database = option('database', 'qrguard_bench');
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database) || database === 'test' || database === 'postgres')
    throw new Error(`--database must be a new database name (got "${database}")`);
  const codes = Math.min(Number(option('codes', String(DEMO_PROFILES.large.codes))), 2_000_000);
  const fresh = process.argv.includes('--fresh');
  const check = process.argv.includes('--check');
  const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

  const admin = new pg.Client({ connectionString: withDatabase(DEFAULT_DATABASE_URL, 'postgres') });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1;
    if (exists && fresh) await admin.query(`drop database "${database}" with (force)`);
    if (!exists || fresh) await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(DEFAULT_DATABASE_URL, database);
  const db = await openDb({ kind: 'postgres', url });
  try {
    await migrate(db);
    await seed(db, { demo: true });
    await db.transaction((tx) => seedProducts(tx));
    if (await demoLoaded(db)) throw new Error(`${database} already holds a programme: pass --fresh to re-create it`);
    // The report photos of this database, beside it in the temporary folder.
    const photos = path.join(tmpdir(), 'qrguard-bench-photos', database);
    await rm(photos, { recursive: true, force: true });
    await mkdir(photos, { recursive: true });
    log(`loading ${codes.toLocaleString('en')} codes into ${database} (load average ${loadAverage().join(' ')})`);
    const started = Date.now();
    const until = new Date();
    const summary = await generateDemo(transactionPerStep(db), {
      profile: { ...DEMO_PROFILES.large, codes },
      seed: 20_240_601,
      until,
      timeZone: TIME_ZONE,
      suspicion: DEFAULT_SUSPICION,
      storage: new FolderStorage(photos),
      log,
      pipeline: true,
      deferTimeIndex: true,
    });
    const loadSeconds = (Date.now() - started) / 1000;
    await db.query('analyze');
    const [counts] = await db.query<Record<string, string>>(
      `select (select count(*) from qr_codes)::text as codes, (select count(*) from scan_events)::text as scan_events,
              (select count(*) from customer_reports)::text as reports, (select count(*) from suspects)::text as suspects,
              (select count(*) from rollup_hourly)::text as rollup_hourly_rows, (select count(*) from rollup_daily)::text as rollup_daily_rows,
              pg_database_size(current_database())::text as database_bytes`,
    );
    const tables = await db.query<{ name: string; bytes: string }>(
      `select c.relname as name, pg_total_relation_size(c.oid)::text as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by pg_total_relation_size(c.oid) desc limit 8`,
    );
    const result: Record<string, unknown> = {
      database,
      loadSeconds: round(loadSeconds),
      minutes: round(loadSeconds / 60, 2),
      commandsPerSecond: round(summary.commands / loadSeconds, 0),
      purchaseOrders: summary.purchaseOrders,
      ...Object.fromEntries(Object.entries(counts!).map(([k, v]) => [k, Number(v)])),
      databaseSize: mb(Number(counts!.database_bytes)),
      largestTables: Object.fromEntries(tables.map((t) => [t.name, mb(Number(t.bytes))])),
      loadAverage: loadAverage(),
    };
    if (check) {
      const t = Date.now();
      const diff = await rollupDifferences(db, TIME_ZONE, { hourlySince: hourlyWindowStart(until) });
      result.rollupsEqualRawEvents = diff.length === 0;
      result.rollupCheckSeconds = round((Date.now() - t) / 1000);
      if (diff.length > 0) result.rollupDifferences = diff;
    }
    log('done');
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
