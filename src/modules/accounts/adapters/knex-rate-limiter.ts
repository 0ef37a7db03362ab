import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { RateLimit, RateLimitDecision, RateLimiter } from '../../../shared/kernel';
import { decide, windowOpensAt } from '../domain/rate-limit';

/** Attempts older than this are swept (every window is at most an hour). */
const SWEEP_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Sliding-window log in `rate_limit_hits`, shared by every process (ADR 0021):
 * one row per counted attempt. Each decision runs in a transaction holding an
 * advisory lock on the key, so parallel attempts are counted one after the
 * other and can never all slip through. Subjects (IPs, e-mail addresses) are
 * stored only as hashes.
 */
export class KnexRateLimiter implements RateLimiter {
  private lastSweep = 0;

  constructor(private readonly knex: Knex) {}

  async consume(rule: RateLimit, subject: string, now: Date): Promise<RateLimitDecision> {
    await this.sweep(now);
    const key = keyOf(rule, subject);
    return this.knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
      const rows = await trx('rate_limit_hits')
        .select<{ at: Date }[]>('at')
        .where('key', key)
        .where('at', '>', windowOpensAt(rule, now))
        .orderBy('at', 'asc');
      const decision = decide(
        rule,
        rows.map((row) => row.at),
        now,
      );
      if (decision.allowed) await trx('rate_limit_hits').insert({ key, at: now });
      return decision;
    });
  }

  async refund(rule: RateLimit, subject: string, now: Date): Promise<void> {
    const key = keyOf(rule, subject);
    const latest = this.knex('rate_limit_hits')
      .select('id')
      .where('key', key)
      .where('at', '>', windowOpensAt(rule, now))
      .orderBy('at', 'desc')
      .limit(1);
    await this.knex('rate_limit_hits').whereIn('id', latest).delete();
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.knex('rate_limit_hits')
      .where('at', '<', new Date(now.getTime() - SWEEP_AGE_MS))
      .delete();
  }
}

function keyOf(rule: RateLimit, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
}
