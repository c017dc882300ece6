// Builds the Fastify instance from a configuration. Tests call buildApp and
// use app.inject; server.ts only adds listening and graceful shutdown.
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { validatorCompiler } from './http/validation';
import authRoutes from './modules/auth/routes';
import crossClientRoutes from './modules/auth/cross-client';
import feedRoutes from './modules/feeds/routes';
import healthRoutes from './modules/health/routes';
import masterRoutes from './modules/master/routes';
import notificationRoutes from './modules/notifications/routes';
import settingsRoutes from './modules/settings/routes';
import appUserRoutes from './modules/app-users/routes';
import ingestPlugin from './modules/ingest/plugin';
import ingestRoutes from './modules/ingest/routes';
import qrCodeRoutes from './modules/qrcodes/routes';
import scanRoutes from './modules/scan/routes';
import deviceAuthPlugin from './plugins/device-auth';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const options = {
    level: config.logLevel,
    // Credentials never reach the logs.
    redact: [
      'req.headers.authorization',
      'req.body.password',
      'req.body.old_password',
      'req.body.new_password',
      'req.body.token',
    ],
  };
  // Readable lines for a person at a terminal; JSON lines for log collectors.
  if (process.stdout.isTTY && process.env.NODE_ENV !== 'production') {
    try {
      require.resolve('pino-pretty');
      return {
        ...options,
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
      };
    } catch {
      // pino-pretty is a dev dependency; production installs log JSON.
    }
  }
  return options;
}

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // Behind a proxy the client's address is in X-Forwarded-For (TRUST_PROXY).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Opening PGlite (WASM) and migrating can take several seconds on a busy machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  await app.register(errorsPlugin);
  await app.register(import('./plugins/security-headers'), { hstsMaxAge: config.hstsMaxAge }); // helmet, no-store (issue 9)
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    // What the dashboard reads of a response from another origin: a file's name and when
    // to retry after a 429 or 503.
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(dbPlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(deviceAuthPlugin, { config });
  await app.register(ingestPlugin, { config });
  await app.register(import('./modules/openapi/plugin')); // OpenAPI 3.1 + /api/docs; before the routes (onRoute)

  await app.register(healthRoutes);
  await app.register(authRoutes, { config });
  await app.register(crossClientRoutes, { config });
  await app.register(import('./modules/auth/language')); // the user's language (issue 10)
  await app.register(masterRoutes, { config }); // config: issuing a PO (issue 15) cuts its date in the business time zone
  await app.register(notificationRoutes);
  await app.register(import('./modules/notifications/live'), { config });
  await app.register(feedRoutes);
  await app.register(settingsRoutes, { config });
  // Data engine (issue 3)
  await app.register(appUserRoutes, { config });
  await app.register(ingestRoutes);
  await app.register(scanRoutes, { config });
  await app.register(qrCodeRoutes, { config });
  await app.register(import('./modules/qrcodes/epcis'), { config }); // EPCIS 2.0 export (issue 12)
  await app.register(import('./modules/highlight/routes'), { config }); // Highlight dashboards (issue 4)
  await app.register(import('./modules/insight/routes'), { config }); // Consumer Insight (issue 14)
  await app.register(import('./modules/activities/routes'), { config }); // Customer Activities (issue 11)
  await app.register(import('./modules/reports/routes'), { config }); // Report Consumer, Label Maker, Oil Maker (issue 11)
  await app.register(import('./modules/suspects/routes'), { config }); // Report Suspect, Not Found log (issue 12)
  await app.register(import('./modules/summary/routes'), { config }); // Summary report (issue 14)
  // User management and the audit trail (issue 13)
  await app.register(import('./modules/admin-users/routes'), { config });
  await app.register(import('./modules/app-users/admin-routes'), { config });
  await app.register(import('./modules/audit/routes'), { config });
  await app.register(import('./modules/photos/routes'), { config }); // report photos (issue 11)
  // Alert rules by e-mail and webhook (issue 15): the settings routes and the outbox dispatcher.
  await app.register(import('./modules/alerts/routes'), { config });
  await app.register(import('./modules/alerts/dispatcher'), { config });
  await app.ready();
  return app as unknown as FastifyInstance;
}
