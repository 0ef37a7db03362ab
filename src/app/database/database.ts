import path from 'node:path';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { DEFAULT_EMBEDDED_PORT, startEmbeddedPostgres, type EmbeddedPostgresServer } from './embedded-postgres';
import { DatabaseStartError, redactConnectionString } from './errors';
import { createKnex, DEFAULT_POOL_MIN } from './knex';
import { migrateAndSeed } from './migrate';
import { probeDatabase } from './readiness';

export const EMBEDDED_DATABASE_NAME = 'travelfit';
/** The read pool's `application_name` in pg_stat_activity. */
export const READ_POOL_NAME = 'travelfit-read';

export interface Database {
  knex: Knex;
  /**
   * The pool of the reads that may lag a moment behind the writes (leaderboards,
   * top cities, the analytics report): on DATABASE_READ_URL (a read replica) when
   * set, else the same pool as `knex` (docs/adr/0050).
   */
  readKnex: Knex;
  connectionString: string;
  /** A new connection answers `select 1` within `timeoutMs` (default 1 s); never throws (/readyz). */
  isReady(timeoutMs?: number): Promise<boolean>;
  /** Destroys the pool, then stops the embedded server if this call started one. Idempotent. */
  stop(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Use this PostgreSQL (≥ 14). Without it an embedded server is started. */
  databaseUrl?: string;
  /** A second pool for the reads that may lag (`readKnex`), e.g. on a read replica. Default: none, `readKnex` is `knex`. */
  readDatabaseUrl?: string;
  /** The app's DATA_DIR: the embedded server keeps its data in `<dataDir>/postgres`. */
  dataDir: string;
  logger: Logger;
  /** Port of the embedded server. Default 54329. */
  embeddedPort?: number;
  /** Run migrations and seeds. Default true. */
  migrate?: boolean;
  /** How long the pool may take to connect or hand out a connection, in ms. Default 1000 (fail fast). */
  connectTimeoutMs?: number;
  /** A query's budget in ms (server-side statement timeout, client-side just after). Default 5000. */
  queryTimeoutMs?: number;
}

/** A database ready for the app's pools: reached, created and (unless `migrate: false`) migrated. */
export interface ProvisionedDatabase {
  connectionString: string;
  /** Stops the embedded server if this call started one. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Makes the app's database ready without opening a pool: with `databaseUrl`
 * it uses that server; otherwise it starts the embedded PostgreSQL (data in
 * `<dataDir>/postgres`) and creates the `travelfit` database on first use.
 * Then (unless `migrate: false`) it migrates and seeds. A cluster's primary
 * does this once for all its workers. Failures are DatabaseStartErrors.
 */
export async function provisionDatabase(
  options: Omit<OpenDatabaseOptions, 'readDatabaseUrl' | 'connectTimeoutMs' | 'queryTimeoutMs'>,
): Promise<ProvisionedDatabase> {
  const { logger } = options;
  let server: EmbeddedPostgresServer | undefined;
  let connectionString = options.databaseUrl;

  if (!connectionString) {
    server = await startEmbeddedPostgres({
      dataDir: path.join(path.resolve(options.dataDir), 'postgres'),
      port: options.embeddedPort ?? DEFAULT_EMBEDDED_PORT,
      logger,
      // Nobody else restarts a developer's database: the app does, if it exits.
      supervise: true,
    });
    try {
      await ensureDatabaseExists(server.connectionString('postgres'), EMBEDDED_DATABASE_NAME);
    } catch (error) {
      await server.stop();
      throw error;
    }
    connectionString = server.connectionString(EMBEDDED_DATABASE_NAME);
  }

  try {
    if (options.migrate ?? true) await migrateAndSeed(connectionString, { logger });
  } catch (error) {
    await server?.stop();
    throw toStartError(error, connectionString, 'migrate');
  }
  let stopping: Promise<void> | undefined;
  return {
    connectionString,
    stop: () => (stopping ??= server ? server.stop() : Promise.resolve()),
  };
}

/**
 * Opens the app's database (`provisionDatabase`), then its pool.
 *
 * Objection's global `Model.knex()` is not set: modules bind their models to
 * the knex instance they are given.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { logger } = options;
  const provisioned = await provisionDatabase(options);
  const { connectionString } = provisioned;
  const poolOptions = {
    logger,
    ...(options.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: options.connectTimeoutMs }),
    ...(options.queryTimeoutMs === undefined ? {} : { statementTimeoutMs: options.queryTimeoutMs }),
  };
  const knex = createKnex(connectionString, poolOptions);
  const readKnex = options.readDatabaseUrl
    ? createKnex(options.readDatabaseUrl, { ...poolOptions, applicationName: READ_POOL_NAME })
    : knex;
  await warmPool(knex, logger);
  let stopping: Promise<void> | undefined;
  return {
    knex,
    readKnex,
    connectionString,
    isReady: (timeoutMs) => probeDatabase(connectionString, timeoutMs),
    stop() {
      stopping ??= (async () => {
        try {
          await Promise.all([knex.destroy(), readKnex === knex ? undefined : readKnex.destroy()]);
        } finally {
          await provisioned.stop();
        }
      })();
      return stopping;
    },
  };
}

/**
 * Opens the pool's idle minimum now, so the first requests (and a burst of
 * logins on a busy CPU) find connections instead of all connecting at once.
 * Best effort: a failure here shows up again, with a 503, on the first request.
 */
async function warmPool(knex: Knex, logger: Logger): Promise<void> {
  try {
    await Promise.all(Array.from({ length: DEFAULT_POOL_MIN }, () => knex.raw('select 1')));
  } catch (error) {
    logger.warn({ err: error }, 'could not open the idle database connections');
  }
}

/** Creates `database` on the server behind `adminConnectionString` when it does not exist yet. */
export async function ensureDatabaseExists(adminConnectionString: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminConnectionString, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) {
      await client.query(`create database ${client.escapeIdentifier(database)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another process
      });
    }
  } catch (error) {
    throw toStartError(error, adminConnectionString, `create the database ${database}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function toStartError(error: unknown, connectionString: string, action: string): Error {
  if (error instanceof DatabaseStartError) return error;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return new DatabaseStartError(`Could not ${action} on ${redactConnectionString(connectionString)}: ${code ? `${code} ` : ''}${message}`, {
    cause: error,
  });
}
