// Seeds on demand, e.g. demo data on a DATABASE_URL (which start never does
// silently): `SEED_DEMO=true DATABASE_URL=... JWT_SECRET=... SSO_SECRET=... pnpm --filter @qrguard/api seed`.
// Also accepts `--demo` / `--no-demo` to override SEED_DEMO.
import { ConfigError, loadConfig } from '../config';
import { openDb } from './index';
import { migrate } from './migrate';
import { seed } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const args = process.argv.slice(2);
  const demo = args.includes('--demo') ? true : args.includes('--no-demo') ? false : config.seedDemo;
  const db = await openDb(config.database);
  try {
    const applied = await migrate(db);
    const result = await seed(db, { demo });
    const where = config.database.kind === 'pglite' ? config.database.dir : 'DATABASE_URL';
    console.log(`Migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}`);
    console.log(`Reference data seeded in ${where}.`);
    console.log(
      demo
        ? result.demoSeeded
          ? 'Demo data seeded (users admin/admin, workorder/workorder, viewer/viewer).'
          : 'Demo data was already present.'
        : 'Demo data not requested.',
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
