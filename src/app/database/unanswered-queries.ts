import type { Knex } from 'knex';
import type pg from 'pg';
import { probeDatabase } from './readiness';

/** How often a pool that stopped handing out connections asks the server whether it answers again. */
const PROBE_INTERVAL_MS = 250;

/** What a request is refused with while the server does not answer: a timeout, so it is answered 503 (errors.ts). */
const unanswered = () =>
  Object.assign(new Error('the database did not answer a query in time; refusing until it answers a probe'), { code: 'ETIMEDOUT' });

/**
 * A server that stops answering (frozen, partitioned) holds every query until
 * the client's `query_timeout`, and every request queued behind them until its
 * own timeouts add up (issue 16: a request must get its 503 within 1.5 s).
 * After the first query it did not answer in time, this pool refuses to hand
 * out connections, at once, until a probe on a new connection is answered
 * (every 250 ms); the connection that timed out is closed, so a query queued
 * on it (a transaction's ROLLBACK) fails at once too.
 */
export function failFastWhileUnanswered(knex: Knex, connectionString: string): { onCreate: (connection: pg.Client) => void } {
  const client = knex.client as { acquireConnection(): Promise<unknown>; pool?: unknown };
  const acquire = client.acquireConnection.bind(client);
  let probing: Promise<void> | undefined;

  const probeUntilAnswered = async () => {
    while (client.pool && !(await probeDatabase(connectionString))) await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
    probing = undefined;
  };

  client.acquireConnection = async () => {
    if (probing) throw unanswered();
    return acquire();
  };

  return {
    onCreate: (connection) => {
      const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
      const socket = () => (connection as unknown as { connection: { stream: { destroy(): void } } }).connection.stream;
      // knex sends every query with a callback, as its last argument.
      (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const callback = args.at(-1);
        if (typeof callback === 'function') {
          args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
            if (error instanceof Error && error.message === 'Query read timeout') {
              socket().destroy();
              probing ??= probeUntilAnswered();
            }
            (callback as (...values: unknown[]) => void)(error, ...rest);
          };
        }
        return query(...args);
      };
    },
  };
}
