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

/**
 * Whether an error means the database cannot be reached right now (refused,
 * timed out, shutting down), which the HTTP edge answers with 503 rather
 * than 500. Moved here unchanged from the HTTP error handler: which pg errors
 * count is the database's knowledge, what to answer is the edge's.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: string }).code;
  return (
    err.name === 'KnexTimeoutError' ||
    code === 'ECONNREFUSED' ||
    code === '57P01' || // admin shutdown
    code === '57P03' || // cannot connect now
    code === '57014' || // statement timeout
    /Connection terminated|timeout exceeded when trying to connect/i.test(err.message)
  );
}
