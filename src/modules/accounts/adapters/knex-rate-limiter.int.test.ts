import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import type { RateLimitRule } from '../domain/rate-limit';
import { KnexRateLimiter } from './knex-rate-limiter';

const db = useTestDatabase();
const rule: RateLimitRule = { name: 'login-account-ip', limit: 10, windowMs: 15 * 60 * 1000 };
const at = (time: string) => new Date(`2026-11-21T${time}Z`);

async function attempts(limiter: KnexRateLimiter, subject: string, count: number, now: Date): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < count; i += 1) if ((await limiter.consume(rule, subject, now)).allowed) allowed += 1;
  return allowed;
}

describe('the shared rate limiter', () => {
  it('never lets more than the limit through in any window, even in a burst across a quarter-hour boundary', async () => {
    const limiter = new KnexRateLimiter(db.knex);
    // Epoch-aligned windows let 10 through at 08:14:59 and 10 more at 08:15:00.
    expect(await attempts(limiter, 'burst', 10, at('08:14:59'))).toBe(10);
    expect(await attempts(limiter, 'burst', 10, at('08:15:00'))).toBe(0);
    // Each attempt stops counting fifteen minutes after it was made, not at a boundary.
    expect(await attempts(limiter, 'burst', 1, at('08:29:58'))).toBe(0);
    expect(await attempts(limiter, 'burst', 10, at('08:30:00'))).toBe(10);
  });

  it('tells a refused client how long until the oldest counted attempt stops counting', async () => {
    const limiter = new KnexRateLimiter(db.knex);
    await attempts(limiter, 'wait', 1, at('09:00:00'));
    await attempts(limiter, 'wait', 9, at('09:10:00'));
    expect(await limiter.consume(rule, 'wait', at('09:14:00'))).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts parallel attempts one by one, so none slips past the limit', async () => {
    const limiter = new KnexRateLimiter(db.knex);
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.consume(rule, 'parallel', at('10:00:00'))));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it('gives an attempt back, and only one', async () => {
    const limiter = new KnexRateLimiter(db.knex);
    await attempts(limiter, 'refund', 10, at('11:00:00'));
    await limiter.refund(rule, 'refund', at('11:00:01'));
    expect(await attempts(limiter, 'refund', 2, at('11:00:02'))).toBe(1);
  });

  it('stores subjects only as hashes', async () => {
    const limiter = new KnexRateLimiter(db.knex);
    await limiter.consume(rule, 'ana@example.com|192.0.2.1', at('12:00:00'));
    const keys: { key: string }[] = await db.knex('rate_limit_hits').select('key');
    expect(keys.map((row) => row.key).join(' ')).not.toMatch(/ana|192\.0/);
  });
});
