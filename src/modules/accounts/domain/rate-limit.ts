import type { RateLimit, RateLimitDecision } from '../../../shared/kernel';

/**
 * Sliding-window rate limits (SECURITY.md "brute force", ADR 0021): at most
 * `limit` attempts per subject in any `windowMs` ending now. Unlike windows
 * aligned to the epoch, a burst across a boundary cannot get twice the limit;
 * an attempt stops counting exactly `windowMs` after it was made, so there is
 * no permanent lockout either.
 */
export interface RateLimitRule extends RateLimit {
  /** Part of the counter key; also the name under which tests override the rule. */
  name: RateLimitName;
}

const MINUTE = 60 * 1000;

export const RATE_LIMIT_NAMES = [
  'login-ip',
  'login-account-ip',
  'login-account',
  'login-known-device',
  'register-ip',
  'request-reset-ip',
  'request-reset-email',
  'reset-password-ip',
  'device-ip',
  'waitlist-ip',
  'waitlist-mail',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

/** The limits we hold ourselves to; only tests override them (through configuration). */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  /** Every sign-in from one address. Travellers share hotel and conference IPs, so per-IP limits stay generous. */
  'login-ip': { name: 'login-ip', limit: 100, windowMs: 15 * MINUTE },
  /** Failed sign-ins for one account from one address (successes are given back). */
  'login-account-ip': { name: 'login-account-ip', limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins for one account from everywhere: the ceiling that stops guessing spread over many addresses. */
  'login-account': { name: 'login-account', limit: 50, windowMs: 15 * MINUTE },
  /** Failed sign-ins from a browser the account signed in on before: its own budget, untouched by guessing elsewhere. */
  'login-known-device': { name: 'login-known-device', limit: 10, windowMs: 15 * MINUTE },
  'register-ip': { name: 'register-ip', limit: 20, windowMs: 60 * MINUTE },
  'request-reset-ip': { name: 'request-reset-ip', limit: 20, windowMs: 15 * MINUTE },
  'request-reset-email': { name: 'request-reset-email', limit: 5, windowMs: 15 * MINUTE },
  'reset-password-ip': { name: 'reset-password-ip', limit: 20, windowMs: 15 * MINUTE },
  /** New anonymous devices (users rows) one address may create. */
  'device-ip': { name: 'device-ip', limit: 60, windowMs: 60 * MINUTE },
  /** Waitlist sign-ups from one address (the landing page's form; the waitlist module). */
  'waitlist-ip': { name: 'waitlist-ip', limit: 20, windowMs: 60 * MINUTE },
  /** Guide e-mails to one address: signing up again resends it, but nobody can fill an inbox with them. */
  'waitlist-mail': { name: 'waitlist-mail', limit: 3, windowMs: 60 * MINUTE },
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

/**
 * The decision for one more attempt, given the times of the attempts counted
 * in the window ending at `now` (oldest first). Refused, it says how long until
 * enough of them leave the window for one more to fit (at least 1 s, for
 * `Retry-After`).
 */
export function decide(rule: RateLimit, counted: readonly Date[], now: Date): RateLimitDecision {
  if (counted.length < rule.limit) return { allowed: true };
  // The attempt whose leaving makes room: the (count - limit + 1)-th oldest.
  const leaving = counted[counted.length - rule.limit]!;
  const waitMs = leaving.getTime() + rule.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** The earliest instant still inside the window that ends at `now`. */
export function windowOpensAt(rule: RateLimit, now: Date): Date {
  return new Date(now.getTime() - rule.windowMs);
}

export type { RateLimitDecision };
