// Opens the database, brings its schema up to date and writes the reference
// data (and the demo data when configured) before any route is served.
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDb, type Db } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { seedEngine } from '../demo/seed-hook';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const db = await openDb(config.database, (err) => app.log.error({ err }, 'idle database connection failed'));
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    if (config.seedDemo && config.database.kind === 'postgres') {
      app.log.warn('SEED_DEMO is on for a PostgreSQL server: demo users (admin/admin) will exist');
    }
    const { demoSeeded } = await seed(db, { demo: config.seedDemo });
    if (demoSeeded) app.log.info('demo data seeded: users admin/admin, workorder/workorder, viewer/viewer');
    // Products, and the demo programme of the data engine on first start (issue 3).
    await seedEngine(db, config, app.log);
  },
  { name: 'db' },
);
