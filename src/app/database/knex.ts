import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { knexLog, type Logger } from '../logger';

export interface CreateKnexOptions {
  /** Server-side statement timeout in ms (SECURITY.md "database"); 0 disables it. Default 5000. */
  statementTimeoutMs?: number;
  /** Maximum pool size. Default 10. */
  poolMax?: number;
  /** How long connecting, or waiting for a free connection, may take in ms. Default 1000. */
  connectTimeoutMs?: number;
  /** Shown in pg_stat_activity. Default `travelfit`. */
  applicationName?: string;
  /** Where knex's own warnings go; without it, knex prints them to stdout. */
  logger?: Logger;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * Type parsers for this app's connections only (the global `pg.types` is left
 * alone):
 * - `date` stays the `YYYY-MM-DD` string: pg's default turns it into a Date at
 *   local midnight, which shifts the day in any timezone west of UTC.
 * - `numeric` (weight_kg, sleep_hours, …) and `bigint` (`count(*)`) become
 *   numbers. Money is kept in integer cents, never numeric, so no precision is
 *   lost that matters here.
 */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary') {
      if (oid === DATE_OID) return (value: string) => value;
      if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    }
    return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
  },
};

/**
 * A knex instance for PostgreSQL with short timeouts (STACK.md gotcha 9): a free
 * connection is waited for at most ~1 s, connecting takes at most ~1 s and a
 * statement at most 5 s, so a database outage answers 503 quickly. Tests on a
 * busy machine may wait longer for a connection (`connectTimeoutMs`).
 */
export function createKnex(connectionString: string, options: CreateKnexOptions = {}): Knex {
  const statementTimeoutMs = options.statementTimeoutMs ?? 5_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 1_000;
  return knexFactory({
    client: 'pg',
    connection: {
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout: 30_000,
      application_name: options.applicationName ?? 'travelfit',
      types: typeParsers,
    } as Knex.PgConnectionConfig,
    pool: {
      min: 0,
      max: options.poolMax ?? 10,
      acquireTimeoutMillis: connectTimeoutMs,
      createTimeoutMillis: connectTimeoutMs,
      idleTimeoutMillis: 30_000,
    },
    acquireConnectionTimeout: connectTimeoutMs,
    ...(options.logger ? { log: knexLog(options.logger) } : {}),
  });
}
