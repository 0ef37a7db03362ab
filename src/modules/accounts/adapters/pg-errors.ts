/** SQLSTATEs this module reacts to. */
export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';

export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, constraint } = error as Record<string, unknown>;
  return { ...(typeof code === 'string' ? { code } : {}), ...(typeof constraint === 'string' ? { constraint } : {}) };
}

/** The e-mail or username is taken (unique indexes on lower(...)). */
export function isTakenIdentity(error: unknown): boolean {
  const { code, constraint } = pgErrorOf(error);
  return code === UNIQUE_VIOLATION && (constraint === 'users_email_lower_unique' || constraint === 'users_username_lower_unique');
}
