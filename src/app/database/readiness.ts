import pg from 'pg';

/** How long /readyz waits for the database before it answers 503. */
export const READINESS_TIMEOUT_MS = 1_000;

/**
 * Whether the database takes a new connection and answers `select 1` within
 * `timeoutMs`; never throws (for /readyz).
 *
 * A connection of its own, not one from the pool: a pooled connection opened
 * before a smart shutdown (SIGTERM to PostgreSQL) keeps answering while the
 * server refuses every new one, so a pooled check said "ready" while requests
 * failed. Connecting is what a request after a restart, or a second app process,
 * has to do too; it costs a few milliseconds per probe.
 */
export async function probeDatabase(connectionString: string, timeoutMs = READINESS_TIMEOUT_MS): Promise<boolean> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    application_name: 'travelfit-readiness',
  });
  client.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const roundTrip = (async () => {
    await client.connect();
    await client.query('select 1');
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([roundTrip, deadline]);
  } finally {
    clearTimeout(timer);
    // Not awaited: ending a connection to a frozen server would wait for it.
    void client.end().catch(() => undefined);
  }
}
