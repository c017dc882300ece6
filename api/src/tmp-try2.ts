import { openDb } from './db';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { seedProducts } from './db/engine-reference';
import { generateDemo, oneTransaction } from './demo/generator';
import { DEMO_PROFILES } from './demo/timeline';
import { DEFAULT_SUSPICION } from './domain/suspicion';
async function main() {
  let t = Date.now();
  const lap = (m: string) => { console.log(m, Date.now() - t, 'ms'); t = Date.now(); };
  const db = await openDb({ kind: (process.argv[2] ?? 'pglite') as 'pglite', dir: 'memory://', ...(process.argv[2] === 'postgres' ? { url: 'postgres://postgres@127.0.0.1:5432/test', schema: 'tmp_try_' + process.pid } : {}) } as never);
  lap('open');
  await migrate(db); lap('migrate');
  await seed(db, { demo: true }); lap('seed');
  await db.transaction((tx) => seedProducts(tx)); lap('products');
  await db.transaction((tx) => generateDemo(oneTransaction(tx), { profile: DEMO_PROFILES.small, seed: 1, until: new Date(), timeZone: 'Asia/Jakarta', suspicion: DEFAULT_SUSPICION, log: console.log }));
  lap('demo'); console.log((globalThis as any).__T);
  if (process.argv[2] === 'postgres') await db.query(`drop schema tmp_try_${process.pid} cascade`);
  await db.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
