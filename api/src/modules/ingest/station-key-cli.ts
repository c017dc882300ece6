// Issues a key for a label maker's verification station and prints it once:
//   pnpm --filter @qrguard/api station-key Cahaya "Line 1"
// Uses the configured database (DATABASE_URL, or PGlite in PGLITE_DIR).
import { ConfigError, loadConfig } from '../../config';
import { openDb } from '../../db';
import { migrate } from '../../db/migrate';
import { createStationKey } from './station-keys';

async function main(): Promise<void> {
  const [labelMaker, station = 'Station'] = process.argv.slice(2);
  if (!labelMaker) {
    console.error('Usage: station-key <label maker name> [station name]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDb(config.database);
  try {
    await migrate(db);
    const [lm] = await db.query<{ id: number; name: string }>(
      'select id, name from label_makers where lower(name) = lower($1)',
      [labelMaker],
    );
    if (!lm) {
      const names = (await db.query<{ name: string }>('select name from label_makers order by name')).map(
        (r) => r.name,
      );
      console.error(`No label maker "${labelMaker}". Known: ${names.join(', ')}`);
      process.exitCode = 1;
      return;
    }
    const key = await createStationKey(db, lm.id, station);
    console.log(
      `Station key for ${lm.name} / ${station} (shown once, keep it in the station's configuration):\n${key}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
