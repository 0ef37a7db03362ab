/**
 * `npm run db:migrate`: opens the database (DATABASE_URL, or the embedded server
 * with its data in DATA_DIR/postgres), applies every migration, runs the seeds,
 * installs or upgrades the job queue's schema (which the app also does at
 * start) and closes it again.
 *
 *   DATABASE_URL            any PostgreSQL ≥ 14 (optional)
 *   DATA_DIR                default ./.data
 *   EMBEDDED_POSTGRES_PORT  default 54329
 */
import { loadConfig } from '../src/app/config';
import { createLogger } from '../src/app/logger';
import { openDatabase } from '../src/app/database/database';
import { DatabaseStartError, redactConnectionString } from '../src/app/database/errors';
import { migrateJobQueueSchema } from '../src/app/jobs/pg-boss-job-queue';

const config = loadConfig(process.env);
const logger = createLogger(config);

async function main(): Promise<void> {
  const startedAt = Date.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    embeddedPort: config.embeddedPgPort,
    migrate: true,
  });
  try {
    await migrateJobQueueSchema(database.connectionString);
    logger.info(
      { database: redactConnectionString(database.connectionString), ms: Date.now() - startedAt },
      'database migrated and seeded',
    );
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseStartError) {
    logger.error(error.message);
  } else {
    logger.error({ err: error }, 'migration failed');
  }
  process.exitCode = 1;
});
