import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { knexLog, type Logger } from '../logger';
import { failFastWhileUnanswered } from './unanswered-queries';

export interface CreateKnexOptions {
  /**
   * A query's budget in ms (SECURITY.md "database"); 0 disables it. Default 5000.
   * The server enforces it (`statement_timeout`); the client gives up a little
   * later (`query_timeout`), for when the server cannot answer at all (frozen,
   * unreachable), and that connection is then thrown away.
   */
  statementTimeoutMs?: number;
  /** Maximum pool size. Default 10. */
  poolMax?: number;
  /** Connections kept open while idle, so a burst does not start by connecting. Default 2. */
  poolMin?: number;
  /** How long connecting, or waiting for a free connection, may take in ms. Default 1000. */
  connectTimeoutMs?: number;
  /** Shown in pg_stat_activity. Default `travelfit`. */
  applicationName?: string;
  /** Where knex's own warnings go; without it, knex prints them to stdout. */
  logger?: Logger;
}

/** Idle connections the app's pool keeps open. */
export const DEFAULT_POOL_MIN = 2;
/**
 * When the client stops waiting for a query: later than the server's
 * statement timeout, so a slow statement is cancelled by the server and its
 * connection kept, by half the budget and at most a second. A short budget
 * (the fault tests' 500 ms) then keeps a frozen server's requests within
 * issue 16's 1.5 s (750 ms instead of 1.5 s); the default 5 s waits 6 s.
 */
export const clientQueryTimeoutMs = (statementTimeoutMs: number): number => statementTimeoutMs + Math.min(1_000, statementTimeoutMs / 2);
/** First TCP keepalive probe after this much silence: a vanished server is noticed even between queries. */
const KEEPALIVE_DELAY_MS = 10_000;

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
 * statement at most 5 s, so a database outage answers 503 quickly. A frozen
 * server (SIGSTOP, a network partition) cannot enforce its statement timeout, so
 * the client enforces it too, and TCP keepalive notices a peer that is gone.
 * Tests on a busy machine may wait longer for a connection (`connectTimeoutMs`).
 */
export function createKnex(connectionString: string, options: CreateKnexOptions = {}): Knex {
  const statementTimeoutMs = options.statementTimeoutMs ?? 5_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 1_000;
  const connections: { created?: (connection: pg.Client) => void } = {};
  const knex = knexFactory({
    client: 'pg',
    connection: {
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      statement_timeout: statementTimeoutMs,
      ...(statementTimeoutMs > 0 ? { query_timeout: clientQueryTimeoutMs(statementTimeoutMs) } : {}),
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      idle_in_transaction_session_timeout: 30_000,
      application_name: options.applicationName ?? 'travelfit',
      types: typeParsers,
    } as Knex.PgConnectionConfig,
    pool: {
      min: options.poolMin ?? DEFAULT_POOL_MIN,
      max: options.poolMax ?? 10,
      // A client-side query timeout leaves its query running on the server and the
      // connection busy (`readyForQuery` false): hand out only connections that are idle.
      validate: (connection: { readyForQuery?: boolean }) => connection.readyForQuery === true,
      afterCreate: (connection: pg.Client, done: (error: Error | null, connection: pg.Client) => void) => {
        connections.created?.(connection);
        done(null, connection);
      },
      acquireTimeoutMillis: connectTimeoutMs,
      createTimeoutMillis: connectTimeoutMs,
      idleTimeoutMillis: 30_000,
    },
    acquireConnectionTimeout: connectTimeoutMs,
    ...(options.logger ? { log: knexLog(options.logger) } : {}),
  });
  connections.created = failFastWhileUnanswered(knex, connectionString).onCreate;
  return knex;
}
