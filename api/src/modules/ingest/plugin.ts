// Makes the ingestion service available as app.ingest to every module, and
// drains its queue before the database closes.
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { IngestService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    ingest: IngestService;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const service = new IngestService(
      app.db,
      {
        suspicion: config.engine.suspicion,
        timeZone: config.businessTz,
        maxBatch: config.engine.ingestMaxBatch,
        // One batch at a time: concurrent batches would queue on the same hot rollup rows anyway
        // (and PGlite has one connection); more in flight measured slower. INGEST_CONCURRENCY overrides.
        concurrency: config.engine.ingestConcurrency ?? 1,
      },
      app.log,
    );
    app.decorate('ingest', service);
    // Registered after the db plugin, so it runs before the database closes.
    app.addHook('onClose', async () => service.close());
  },
  { name: 'ingest', dependencies: ['db'] },
);
