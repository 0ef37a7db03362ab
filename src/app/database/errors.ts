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
