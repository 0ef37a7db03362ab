/**
 * A sliding-window limit (SECURITY.md "brute force", ADR 0021): at most
 * `limit` attempts per subject in any `windowMs` ending now. `name` is part of
 * the counter key, so two modules' rules never share a count.
 */
export interface RateLimit {
  name: string;
  limit: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts attempts per rule and subject (an IP, a lowercased e-mail, a
 * traveller) in sliding windows shared by every process. The one limiter of
 * the app: bound to `CoreTokens.RateLimiter` by the accounts module, which
 * owns its table (`rate_limit_hits`); each decision is taken under a lock on
 * its key, so parallel attempts can never all slip through.
 */
export interface RateLimiter {
  /** Counts one attempt; refused (and not counted) once `rule.limit` attempts were counted in the window ending `now`. */
  consume(rule: RateLimit, subject: string, now: Date): Promise<RateLimitDecision>;
  /** Gives the latest counted attempt back (a sign-in that succeeded is not a failed attempt). */
  refund(rule: RateLimit, subject: string, now: Date): Promise<void>;
}
