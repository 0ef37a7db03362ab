/**
 * Fixed-window rate limits (SECURITY.md "brute force"). A window of `windowMs`
 * starts at every multiple of `windowMs` since the epoch, so every process
 * computes the same bucket for the same moment; at most `limit` attempts count
 * per subject and window. No permanent lockout: the next window starts afresh.
 */
export interface RateLimitRule {
  /** Part of the bucket key; also the name under which tests override the rule. */
  name: RateLimitName;
  limit: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

export const RATE_LIMIT_NAMES = [
  'login-account',
  'login-ip',
  'register-ip',
  'request-reset-ip',
  'request-reset-email',
  'reset-password-ip',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

/** The limits we hold ourselves to; only tests override them (through configuration). */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  /** Failed sign-ins per account (lowercased e-mail); successes are refunded. */
  'login-account': { name: 'login-account', limit: 10, windowMs: 15 * MINUTE },
  /** Travellers share hotel and conference IPs, so per-IP limits stay generous. */
  'login-ip': { name: 'login-ip', limit: 100, windowMs: 15 * MINUTE },
  'register-ip': { name: 'register-ip', limit: 20, windowMs: 60 * MINUTE },
  'request-reset-ip': { name: 'request-reset-ip', limit: 20, windowMs: 15 * MINUTE },
  'request-reset-email': { name: 'request-reset-email', limit: 5, windowMs: 15 * MINUTE },
  'reset-password-ip': { name: 'reset-password-ip', limit: 20, windowMs: 15 * MINUTE },
};

export interface RateLimitOverride {
  limit: number;
  windowSeconds: number;
}

/** The default rules with some replaced (tests use it to make limits small or large). */
export function rateLimitRules(overrides: Readonly<Record<string, RateLimitOverride>> = {}): RateLimitRules {
  const unknown = Object.keys(overrides).filter((name) => !(RATE_LIMIT_NAMES as readonly string[]).includes(name));
  // A misspelt override would silently keep the default; say so at start instead.
  if (unknown.length > 0) throw new Error(`Unknown rate limit(s): ${unknown.join(', ')}. Known: ${RATE_LIMIT_NAMES.join(', ')}`);
  const rules = { ...DEFAULT_RATE_LIMITS };
  for (const name of RATE_LIMIT_NAMES) {
    const override = overrides[name];
    if (override) rules[name] = { name, limit: override.limit, windowMs: override.windowSeconds * 1000 };
  }
  return rules;
}

/** Start of the window that contains `now`. */
export function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Whole seconds until the window containing `now` ends (at least 1), for `Retry-After`. */
export function retryAfterSeconds(now: Date, windowMs: number): number {
  const end = windowStartOf(now, windowMs).getTime() + windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };
