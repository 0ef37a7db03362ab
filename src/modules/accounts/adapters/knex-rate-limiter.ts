import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { retryAfterSeconds, windowStartOf, type RateLimitDecision, type RateLimitRule } from '../domain/rate-limit';
import type { RateLimiter } from '../application/ports/rate-limiter.port';

/** Buckets older than this are swept (every window is at most an hour). */
const SWEEP_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed-window counters in `rate_limit_buckets`, shared by every process. One
 * guarded statement per attempt: the counter only grows while under the limit,
 * so parallel attempts can never all slip through. Subjects (IPs, e-mail
 * addresses) are stored only as hashes.
 */
export class KnexRateLimiter implements RateLimiter {
  private lastSweep = 0;

  constructor(private readonly knex: Knex) {}

  async consume(rule: RateLimitRule, subject: string, now: Date): Promise<RateLimitDecision> {
    await this.sweep(now);
    const result = await this.knex.raw<{ rows: { count: number }[] }>(
      `insert into rate_limit_buckets (key, window_start, count) values (?, ?, 1)
       on conflict (key, window_start) do update set count = rate_limit_buckets.count + 1
       where rate_limit_buckets.count < ?
       returning count`,
      [bucketKey(rule, subject), windowStartOf(now, rule.windowMs), rule.limit],
    );
    return result.rows.length > 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: retryAfterSeconds(now, rule.windowMs) };
  }

  async refund(rule: RateLimitRule, subject: string, now: Date): Promise<void> {
    await this.knex('rate_limit_buckets')
      .where({ key: bucketKey(rule, subject), window_start: windowStartOf(now, rule.windowMs) })
      .where('count', '>', 0)
      .decrement('count', 1);
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.knex('rate_limit_buckets')
      .where('window_start', '<', new Date(now.getTime() - SWEEP_AGE_MS))
      .delete();
  }
}

function bucketKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
}
