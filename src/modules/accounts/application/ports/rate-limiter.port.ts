import type { RateLimitDecision, RateLimitRule } from '../../domain/rate-limit';

/**
 * Counts attempts per rule and subject (an IP, a lowercased e-mail) in fixed
 * windows shared by every process.
 */
export interface RateLimiter {
  /** Counts one attempt; refused once `rule.limit` attempts were counted in the current window. */
  consume(rule: RateLimitRule, subject: string, now: Date): Promise<RateLimitDecision>;
  /** Gives one attempt back (a sign-in that succeeded is not a failed attempt). */
  refund(rule: RateLimitRule, subject: string, now: Date): Promise<void>;
}
