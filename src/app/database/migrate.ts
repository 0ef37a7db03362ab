import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { createKnex } from './knex';
import { migratorConfig } from './migration-source';
import { runSeeds, SEEDS, type Seed } from './seeds';

/** Any two processes of this app migrating the same database take turns on this lock. */
const MIGRATION_LOCK = [7432, 1] as const;

export interface MigrateOptions {
  logger?: Logger;
  /** Seeds to run after migrating (default: all of SEEDS). */
  seeds?: readonly Seed[];
  /** How long to wait for another process's migration to finish. Default 60 s. */
  lockTimeoutMs?: number;
}

export interface MigrateResult {
  /** Names of the migrations applied by this run (empty when already up to date). */
  applied: string[];
}

/**
 * Migrates the database to the latest version and runs the seeds.
 *
 * Runs on its own short-lived connections without the app's 5 s statement
 * timeout (an index build may take longer), and holds a PostgreSQL advisory lock
 * so that several processes starting together migrate one after the other
 * instead of failing on knex's migration lock.
 */
export async function migrateAndSeed(connectionString: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const lockClient = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  await lockClient.connect();
  const knex = createKnex(connectionString, {
    statementTimeoutMs: 0,
    poolMin: 0,
    poolMax: 2,
    applicationName: 'travelfit-migrate',
    ...(options.logger ? { logger: options.logger } : {}),
  });
  try {
    await lockClient.query(`set lock_timeout = ${Math.max(0, Math.floor(options.lockTimeoutMs ?? 60_000))}`);
    await lockClient.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
    try {
      const [, applied] = (await knex.migrate.latest(migratorConfig)) as [number, string[]];
      if (applied.length > 0) options.logger?.info({ migrations: applied }, 'database migrated');
      await runSeeds(knex, options.seeds ?? SEEDS);
      return { applied };
    } finally {
      await lockClient.query('select pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]).catch(() => undefined);
    }
  } finally {
    await knex.destroy();
    await lockClient.end().catch(() => undefined);
  }
}

/** Rolls back every migration (tests and `knex migrate:rollback --all`). */
export async function rollbackAll(knex: Knex): Promise<string[]> {
  const [, rolledBack] = (await knex.migrate.rollback(migratorConfig, true)) as [number, string[]];
  return rolledBack;
}
