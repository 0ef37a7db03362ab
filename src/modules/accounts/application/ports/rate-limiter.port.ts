import type { RateLimitDecision, RateLimitRule } from '../../domain/rate-limit';

/**
 * Counts attempts per rule and subject (an IP, a lowercased e-mail, both) in
 * sliding windows shared by every process.
 */
export interface RateLimiter {
  /** Counts one attempt; refused (and not counted) once `rule.limit` attempts were counted in the window ending `now`. */
  consume(rule: RateLimitRule, subject: string, now: Date): Promise<RateLimitDecision>;
  /** Gives the latest counted attempt back (a sign-in that succeeded is not a failed attempt). */
  refund(rule: RateLimitRule, subject: string, now: Date): Promise<void>;
}
