// Loads the demo programme into the configured database on request:
//   pnpm --filter @qrguard/api demo                      small set (as on first start)
//   pnpm --filter @qrguard/api demo --size large         1 million codes, about 10 million scans
//   options: --seed N, --until 2026-01-31T10:00:00Z (end of the history; default now), --codes N
// On a DATABASE_URL this is the explicit request the start command never makes
// by itself; it also creates the demo users (admin/admin). It refuses a
// database that already holds purchase orders.
import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db';
import { seedProducts } from '../db/engine-reference';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { FolderStorage } from '../modules/scan/storage';
import { demoLoaded, generateDemo, oneTransaction, transactionPerStep } from './generator';
import { DEMO_PROFILES } from './timeline';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const size = option('size') ?? 'small';
  if (size !== 'small' && size !== 'large') throw new Error(`--size must be small or large (got "${size}")`);
  const profile = { ...DEMO_PROFILES[size] };
  const codes = option('codes');
  if (codes !== undefined) profile.codes = Number(codes);
  const until = option('until') ? new Date(option('until')!) : new Date();
  if (Number.isNaN(until.getTime())) throw new Error('--until must be an ISO time');
  const seedValue = option('seed') ? Number(option('seed')) : config.engine.demoSeed;

  const db = await openDb(config.database);
  try {
    await migrate(db);
    await seed(db, { demo: true });
    await db.transaction((tx) => seedProducts(tx));
    if (await demoLoaded(db)) {
      console.error('This database already holds purchase orders: load the demo into an empty database (or schema).');
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    const options = {
      profile,
      seed: seedValue,
      until,
      timeZone: config.businessTz,
      suspicion: config.engine.suspicion,
      storage: new FolderStorage(config.engine.photoDir),
      log: (line: string) => console.log(`${new Date().toISOString()} ${line}`),
      pipeline: size === 'large',
      deferTimeIndex: size === 'large',
    };
    // The small set is all or nothing; the large one commits batch by batch (progress survives, memory stays flat).
    const summary =
      size === 'small'
        ? await db.transaction((tx) => generateDemo(oneTransaction(tx), options))
        : await generateDemo(transactionPerStep(db), options);
    const [counts] = await db.query<{ events: string; codes: string; reports: string; suspects: string }>(
      `select (select count(*) from scan_events)::text as events, (select count(*) from qr_codes)::text as codes,
              (select count(*) from customer_reports)::text as reports, (select count(*) from suspects)::text as suspects`,
    );
    console.log(JSON.stringify({ size, ...summary, wallSeconds: (Date.now() - started) / 1000, ...counts }));
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
