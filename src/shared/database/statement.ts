import type { Knex } from 'knex';

/** A pg client, as knex's pool hands it out. */
interface PooledConnection {
  query(text: string, values: readonly unknown[], callback: (error: Error | null, result: { rows: unknown[] }) => void): void;
}

/**
 * What knex's runner itself calls on a knex instance or a transaction: the
 * pool's next free connection, or the transaction's own.
 */
interface ConnectionSource {
  acquireConnection(): Promise<PooledConnection>;
  releaseConnection(connection: PooledConnection): Promise<void>;
}

/**
 * The rows of one SQL statement (`$1`, `$2`… placeholders), run on a
 * connection of `db` (the knex instance, or a transaction) through pg
 * directly. For the few statements every request runs (the session lookup,
 * the profile read): knex's builder and runner cost about 90 µs of CPU a
 * query, as much as pg itself (docs/adr/0059). The pool, its limits and
 * metrics, the timeouts and the refusal while the database does not answer
 * (src/app/database) are the same as for any knex query.
 */
export async function rowsOf<Row>(db: Knex | Knex.Transaction, text: string, values: readonly unknown[]): Promise<Row[]> {
  if (db.isTransaction && (db as Knex.Transaction).isCompleted()) throw new Error('Transaction query already complete');
  const source = db.client as ConnectionSource;
  const connection = await source.acquireConnection();
  try {
    return await new Promise<Row[]>((resolve, reject) => {
      connection.query(text, values, (error, result) => (error ? reject(error) : resolve(result.rows as Row[])));
    });
  } finally {
    await source.releaseConnection(connection);
  }
}
