/**
 * Lifetime of a sign-in session (SECURITY.md "sessions"): a session ends after
 * 30 days without use or 90 days after sign-in, whichever comes first, and at
 * once when revoked (logout, password reset).
 */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** `last_used_at` is written at most this often, so a busy client does not turn every read into a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionTimes {
  createdAt: Date;
  lastUsedAt: Date;
  /** The absolute end, fixed at sign-in. */
  expiresAt: Date;
  revokedAt: Date | null;
}

export type SessionState = 'active' | 'revoked' | 'expired' | 'idle';

/** The times of a session that starts now. */
export function newSessionTimes(now: Date): Omit<SessionTimes, 'revokedAt'> {
  return { createdAt: now, lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS) };
}

export function sessionState(session: SessionTimes, now: Date): SessionState {
  if (session.revokedAt) return 'revoked';
  if (now.getTime() >= session.expiresAt.getTime()) return 'expired';
  if (now.getTime() >= session.lastUsedAt.getTime() + SESSION_IDLE_MS) return 'idle';
  return 'active';
}

/** Whether a use of the session now should be recorded. */
export function needsTouch(lastUsedAt: Date, now: Date): boolean {
  return now.getTime() - lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
