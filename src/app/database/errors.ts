/**
 * The database could not be started or reached at boot. The message says what
 * went wrong, which folder, port or address was involved, and how to fix it; the
 * original error (if any) is in `cause`.
 */
export class DatabaseStartError extends Error {
  override readonly name = 'DatabaseStartError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** `postgres://user:***@host:port/db`: safe to put in logs and error messages. */
export function redactConnectionString(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '<unparseable connection string>';
  }
}

/** Socket-level failures: the database is unreachable or the connection broke. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that say "not now" rather than "wrong query": class 08
 * (connection exception), 53300 (too many connections), 57014 (statement
 * timeout), 57P01–57P05 (shutdown, crash, cannot connect now, idle session).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53300|57014|57P0[1-5])$/;

/** What pg, pg-pool and knex say when a connection times out, breaks or is closed under a query. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Connection ended unexpectedly|Client has encountered a connection error|Client was closed and is not queryable|Knex: Timeout acquiring a connection/i;

/**
 * Whether an error means "the database cannot be used right now" (answer 503,
 * try again later) rather than a bug (500): every connection-level failure
 * (refused, reset, timed out, terminated), a pool acquire timeout, a query that
 * ran out of time on the server or on the client, a server shutting down or
 * starting up. Follows `cause` chains (knex and our own wrappers keep the
 * original error there).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (current.name === 'KnexTimeoutError') return true;
    if (typeof code === 'string' && (UNAVAILABLE_ERRNOS.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
