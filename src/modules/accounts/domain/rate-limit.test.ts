import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, DEFAULT_RATE_LIMITS, rateLimitRules, windowOpensAt, type RateLimitRule } from './rate-limit';

const FIFTEEN_MIN = 15 * 60 * 1000;
const rule: RateLimitRule = { name: 'login-account-ip', limit: 3, windowMs: FIFTEEN_MIN };
const at = (iso: string) => new Date(`2026-11-21T${iso}Z`);

describe('sliding windows', () => {
  it('allow attempts while fewer than the limit were counted in the window', () => {
    expect(decide(rule, [], at('08:00:00'))).toEqual({ allowed: true });
    expect(decide(rule, [at('08:00:00'), at('08:01:00')], at('08:02:00'))).toEqual({ allowed: true });
  });

  it('ask a refused client to wait until the oldest counted attempt leaves the window', () => {
    const counted = [at('08:00:00'), at('08:10:00'), at('08:14:00')];
    expect(decide(rule, counted, at('08:14:30'))).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('are not aligned to the clock: the window ends fifteen minutes after each attempt, whenever it was made', () => {
    expect(windowOpensAt(rule, at('08:14:59'))).toEqual(at('07:59:59'));
    expect(windowOpensAt(rule, at('08:15:01'))).toEqual(at('08:00:01'));
  });

  it('always ask for between 1 second and one window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: FIFTEEN_MIN - 1 }), { minLength: 3, maxLength: 10 }), (agesMs) => {
        const now = at('09:00:00');
        const counted = agesMs.map((age) => new Date(now.getTime() - age)).sort((a, b) => a.getTime() - b.getTime());
        const decision = decide(rule, counted, now);
        return !decision.allowed && decision.retryAfterSeconds >= 1 && decision.retryAfterSeconds <= FIFTEEN_MIN / 1000;
      }),
    );
  });
});

describe('rules', () => {
  it('hold the numbers of SECURITY.md', () => {
    expect(DEFAULT_RATE_LIMITS['login-ip']).toMatchObject({ limit: 100, windowMs: FIFTEEN_MIN });
    expect(DEFAULT_RATE_LIMITS['login-account-ip']).toMatchObject({ limit: 10, windowMs: FIFTEEN_MIN });
    // The per-account ceiling is higher than the per-account-and-address limit.
    expect(DEFAULT_RATE_LIMITS['login-account'].limit).toBeGreaterThan(DEFAULT_RATE_LIMITS['login-account-ip'].limit);
    expect(DEFAULT_RATE_LIMITS['login-known-device']).toMatchObject({ limit: 10, windowMs: FIFTEEN_MIN });
    expect(DEFAULT_RATE_LIMITS['register-ip']).toMatchObject({ limit: 20, windowMs: 60 * 60 * 1000 });
    expect(DEFAULT_RATE_LIMITS['request-reset-ip']).toMatchObject({ limit: 20, windowMs: FIFTEEN_MIN });
    expect(DEFAULT_RATE_LIMITS['request-reset-email']).toMatchObject({ limit: 5, windowMs: FIFTEEN_MIN });
    expect(DEFAULT_RATE_LIMITS['reset-password-ip']).toMatchObject({ limit: 20, windowMs: FIFTEEN_MIN });
  });

  it('can be overridden one by one, the others keeping their defaults', () => {
    const rules = rateLimitRules({ 'register-ip': { limit: 1000, windowSeconds: 60 } });
    expect(rules['register-ip']).toEqual({ name: 'register-ip', limit: 1000, windowMs: 60_000 });
    expect(rules['login-account']).toEqual(DEFAULT_RATE_LIMITS['login-account']);
  });

  it('refuses to override a rule that does not exist', () => {
    expect(() => rateLimitRules({ 'login-acount': { limit: 1, windowSeconds: 1 } })).toThrow(/Unknown rate limit/);
  });
});
