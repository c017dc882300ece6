// Starts the API: load the configuration (exit with a clear message when it is
// wrong), build the app, listen, and close gracefully on SIGINT/SIGTERM.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
  const where = config.database.kind === 'pglite' ? `PGlite at ${config.database.dir}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info(`QR Guard API listening on http://${config.host}:${config.port} (database: ${where})`);
}

main().catch((err: unknown) => {
  console.error('The API could not start:', err);
  process.exit(1);
});
