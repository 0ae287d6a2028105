import path from 'node:path';
import { pino } from 'pino';
import { buildApp, LOG_REDACT } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError, openDatabase } from './db/index.js';
import { openFileStore } from './plugins/files.js';
import { loadReferenceData } from './routes/fiscal/reference-data.js';
import { systemClock } from './lib/clock.js';
import { schoolToday } from './lib/school-date.js';

/** Launcher only: configuration, logger, database, listen, graceful close. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const logger = pino({ level: config.logLevel, redact: LOG_REDACT });

  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir),
      pool: config.dbPool,
      onConnectionLost: (err) => logger.warn({ err }, 'database connection lost while idle; the pool opens another'),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
  await loadReferenceData(database.db);
  // One store for the demo files and the app: the S3 bucket when configured, else DATA_DIR/files.
  const files = await openFileStore(config);
  if (config.demoData) {
    // Loaded only here: the demo data (question bank, books, seeds) stays out of a start without it.
    const { seedIfEmpty } = await import('./seed/index.js');
    const seeded = await seedIfEmpty(database.db, {
      scale: config.seedScale,
      files,
      schools: config.schools,
      today: schoolToday(systemClock),
    });
    if (seeded) logger.info({ scale: config.seedScale, ...seeded }, 'demo data loaded');
  }

  const app = await buildApp({ config, database, files, logger });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info({ url: `http://localhost:${config.port}/lms/`, database: database.kind }, 'serving');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
