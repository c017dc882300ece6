// Opening a fresh PGlite runs initdb inside WASM (4 to 10 s on this machine),
// and a first start migrates and seeds; opening a copy of an existing data
// directory takes a fraction of a second. The test runner builds one database
// per run by starting the app once on it (so it holds whatever a first start
// writes), and each test file opens its own copy.
//   node --import tsx src/testing/pglite-template.ts <dir>
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testEnv } from './app';

export async function buildTemplate(dir: string): Promise<void> {
  const app = await buildApp(loadConfig({ ...testEnv(), PGLITE_DIR: dir }));
  await app.close();
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
