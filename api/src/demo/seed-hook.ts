// Called at start after the foundation's seed: products always (reference
// data), and the small demo programme on first start when demo data is on
// (PGlite by default; never silently on a DATABASE_URL, see config.seedDemo).
// One transaction under an advisory lock: all or nothing, one instance only.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import { seedProducts } from '../db/engine-reference';
import { FolderStorage } from '../modules/scan/storage';
import { demoLoaded, generateDemo, oneTransaction } from './generator';
import { DEMO_PROFILES } from './timeline';

const ENGINE_SEED_LOCK = 0x71726765; // "qrge"

export async function seedEngine(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [ENGINE_SEED_LOCK]);
    await seedProducts(tx);
    if (!config.seedDemo || config.engine.demoData !== 'small' || (await demoLoaded(tx))) return;
    const summary = await generateDemo(oneTransaction(tx), {
      profile: DEMO_PROFILES.small,
      seed: config.engine.demoSeed,
      until: new Date(),
      timeZone: config.businessTz,
      suspicion: config.engine.suspicion,
      storage: new FolderStorage(config.engine.photoDir),
    });
    log.info(summary, 'demo programme loaded: purchase orders, codes and their scans');
  });
}
