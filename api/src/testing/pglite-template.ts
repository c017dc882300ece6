// Opening a fresh PGlite runs initdb inside WASM (4 to 10 s on this machine);
// opening a copy of an existing data directory takes a fraction of a second.
// The test runner builds one migrated, seeded (demo) database per run with
// this script, and each test file opens its own copy of it.
//   node --import tsx src/testing/pglite-template.ts <dir>
import { openPglite } from '../db/pglite';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';

export async function buildTemplate(dir: string): Promise<void> {
  const db = await openPglite(dir);
  try {
    await migrate(db);
    await seed(db, { demo: true });
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: pglite-template.ts <dir>');
    process.exit(2);
  }
  buildTemplate(dir).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
