import type { Clock } from '../../../shared/kernel';
import type { RateLimitDecision, RateLimitName, RateLimitRules } from '../domain/rate-limit';
import type { RateLimiter } from './ports/rate-limiter.port';

/**
 * The app's one sliding-window limiter (ADR 0021), for other modules' edges:
 * a rule is named here (`domain/rate-limit.ts`, where tests override it) and
 * counted in `rate_limit_hits` like every other limit.
 */
export interface RateLimits {
  /** Counts one attempt of `subject` (an IP, a lowercased e-mail) now; refused (and not counted) once the rule's limit is reached. */
  consume(name: RateLimitName, subject: string): Promise<RateLimitDecision>;
}

export function rateLimitsOf(limiter: RateLimiter, rules: RateLimitRules, clock: Clock): RateLimits {
  return { consume: (name, subject) => limiter.consume(rules[name], subject, clock.now()) };
}
