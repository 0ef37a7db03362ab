import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, rateLimitRules, retryAfterSeconds, windowStartOf } from './rate-limit';

const FIFTEEN_MIN = 15 * 60 * 1000;

describe('fixed windows', () => {
  it('puts every moment of a quarter hour into the same window', () => {
    expect(windowStartOf(new Date('2026-11-21T08:00:00Z'), FIFTEEN_MIN)).toEqual(new Date('2026-11-21T08:00:00Z'));
    expect(windowStartOf(new Date('2026-11-21T08:14:59.999Z'), FIFTEEN_MIN)).toEqual(new Date('2026-11-21T08:00:00Z'));
    expect(windowStartOf(new Date('2026-11-21T08:15:00Z'), FIFTEEN_MIN)).toEqual(new Date('2026-11-21T08:15:00Z'));
  });

  it('tells a client to retry when the window ends, in whole seconds', () => {
    expect(retryAfterSeconds(new Date('2026-11-21T08:00:00Z'), FIFTEEN_MIN)).toBe(900);
    expect(retryAfterSeconds(new Date('2026-11-21T08:14:30Z'), FIFTEEN_MIN)).toBe(30);
    expect(retryAfterSeconds(new Date('2026-11-21T08:14:59.500Z'), FIFTEEN_MIN)).toBe(1);
  });

  it('always asks for between 1 second and one window', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1000, max: 86_400_000 }),
        (now, windowMs) => {
          const seconds = retryAfterSeconds(now, windowMs);
          const start = windowStartOf(now, windowMs).getTime();
          return seconds >= 1 && seconds <= Math.ceil(windowMs / 1000) && start <= now.getTime() && now.getTime() < start + windowMs;
        },
      ),
    );
  });
});

describe('rules', () => {
  it('hold the numbers of SECURITY.md', () => {
    expect(DEFAULT_RATE_LIMITS['login-account']).toMatchObject({ limit: 10, windowMs: FIFTEEN_MIN });
    expect(DEFAULT_RATE_LIMITS['login-ip']).toMatchObject({ limit: 100, windowMs: FIFTEEN_MIN });
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
