import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel';
import { DEFAULT_RATE_LIMITS, type RateLimitDecision, type RateLimitRule } from '../domain/rate-limit';
import { NO_SUBSCRIPTION, type UserRecord } from '../domain/user';
import { LoginUseCase } from './login.use-case';
import type { AccountsStore } from './ports/accounts-store.port';
import type { KnownDeviceRepository } from './ports/known-device-repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { RateLimiter } from './ports/rate-limiter.port';
import { PublicUsers } from './public-users';

const now = new Date('2026-11-21T08:00:00Z');

const maya: UserRecord = {
  id: '7d0b2f0e-3f7a-4c55-9d7e-5b1f8f7a1c11',
  username: 'maya',
  email: 'Maya@Example.com',
  passwordHash: 'hash:right',
  deviceId: null,
  name: 'Maya',
  age: null,
  heightCm: null,
  weightKg: null,
  fitnessGoal: null,
  avatarUrl: null,
  gender: null,
  unitSystem: 'metric',
  accountType: 'registered',
  createdAt: now,
  updatedAt: now,
};

/** Records which hashes were checked, so a test can see the work done. */
class RecordingHasher implements PasswordHasher {
  verified: string[] = [];
  async hash(password: string) {
    return `hash:${password}`;
  }
  async verify(hash: string, password: string) {
    this.verified.push(hash);
    return hash === `hash:${password}`;
  }
}

/** Counts per rule and subject, like the real one, without windows. */
class CountingLimiter implements RateLimiter {
  counts = new Map<string, number>();
  async consume(rule: RateLimitRule, subject: string): Promise<RateLimitDecision> {
    const key = `${rule.name}:${subject}`;
    const count = this.counts.get(key) ?? 0;
    if (count >= rule.limit) return { allowed: false, retryAfterSeconds: 60 };
    this.counts.set(key, count + 1);
    return { allowed: true };
  }
  async refund(rule: RateLimitRule, subject: string) {
    const key = `${rule.name}:${subject}`;
    this.counts.set(key, Math.max(0, (this.counts.get(key) ?? 0) - 1));
  }
}

/** Remembers which browsers were handed a known-device cookie, by hash. */
class RememberingDevices implements KnownDeviceRepository {
  known = new Map<string, string>();
  async remember({ userId, tokenHash }: { userId: string; tokenHash: string }) {
    this.known.set(tokenHash, userId);
  }
  async isKnown(tokenHash: string, userId: string) {
    return this.known.get(tokenHash) === userId;
  }
}

const noSubscriptions = new PublicUsers({ standingOf: async () => NO_SUBSCRIPTION });

function setUp() {
  const hasher = new RecordingHasher();
  const limiter = new CountingLimiter();
  const devices = new RememberingDevices();
  const sessions: string[] = [];
  const store = {
    users: { findAccountByEmail: async (email: string) => (email === 'maya@example.com' ? maya : undefined) },
    sessions: { create: async ({ userId }: { userId: string }) => void sessions.push(userId) },
  } as unknown as AccountsStore;
  let n = 0;
  const tokens = { issue: () => ({ token: `token-${++n}`, hash: `h:token-${n}` }), hashOf: (t: string) => `h:${t}` };
  const login = new LoginUseCase(store, devices, hasher, tokens, limiter, DEFAULT_RATE_LIMITS, new FixedClock(now), noSubscriptions);
  return { login, hasher, limiter, sessions, devices };
}

const attempt = (email: string, password: string, ip = '192.0.2.1', knownDevice?: string) => ({
  body: { email, password },
  ip,
  knownDevice,
});

describe('signing in', () => {
  it('opens a session for the right password, whatever the case of the e-mail', async () => {
    const { login, sessions } = setUp();
    const result = await login.execute(attempt('MAYA@example.com', 'right'));
    expect(result).toMatchObject({ ok: true, value: { user: { id: maya.id } } });
    expect(sessions).toEqual([maya.id]);
  });

  it('checks the password of an unknown e-mail against a dummy hash and answers as for a wrong one', async () => {
    const { login, hasher } = setUp();
    expect(await login.execute(attempt('nobody@example.com', 'guess'))).toEqual({ ok: false, code: 'accounts.invalid-credentials' });
    expect(await login.execute(attempt('maya@example.com', 'guess'))).toEqual({ ok: false, code: 'accounts.invalid-credentials' });
    expect(hasher.verified).toHaveLength(2);
    expect(hasher.verified[0]).toMatch(/^hash:/);
    expect(hasher.verified[0]).not.toBe(maya.passwordHash);
  });

  it('counts failed attempts against the account and the address but gives successful ones back', async () => {
    const { login, limiter } = setUp();
    await login.execute(attempt('maya@example.com', 'wrong'));
    await login.execute(attempt('maya@example.com', 'right'));
    expect(limiter.counts.get('login-account:maya@example.com')).toBe(1);
    expect(limiter.counts.get('login-account-ip:maya@example.com|192.0.2.1')).toBe(1);
    expect(limiter.counts.get('login-ip:192.0.2.1')).toBe(2);
  });

  it('refuses the 11th attempt from one address after 10 failures, even with the right password', async () => {
    const { login, hasher } = setUp();
    for (let i = 0; i < 10; i += 1) await login.execute(attempt('maya@example.com', `wrong${i}`));
    const checked = hasher.verified.length;
    expect(await login.execute(attempt('maya@example.com', 'right'))).toEqual({
      ok: false,
      code: 'accounts.rate-limited',
      details: { retryAfterSeconds: 60 },
    });
    expect(hasher.verified).toHaveLength(checked);
  });

  it('lets the owner in from another address while one address is throttled', async () => {
    const { login } = setUp();
    for (let i = 0; i < 10; i += 1) await login.execute(attempt('maya@example.com', `wrong${i}`));
    expect(await login.execute(attempt('maya@example.com', 'right', '198.51.100.9'))).toMatchObject({ ok: true });
  });

  it('stops guessing spread over many addresses at the account ceiling', async () => {
    const { login } = setUp();
    for (let i = 0; i < 50; i += 1) await login.execute(attempt('maya@example.com', `wrong${i}`, `203.0.113.${i}`));
    expect(await login.execute(attempt('maya@example.com', 'right', '198.51.100.9'))).toMatchObject({ code: 'accounts.rate-limited' });
  });

  it('lets the owner in from a browser she signed in on before, whatever the guessing elsewhere', async () => {
    const { login } = setUp();
    const first = await login.execute(attempt('maya@example.com', 'right'));
    const cookie = first.ok ? first.value.newKnownDevice : undefined;
    expect(cookie).toBeDefined();
    for (let i = 0; i < 50; i += 1) await login.execute(attempt('maya@example.com', `wrong${i}`, `203.0.113.${i}`));
    for (let i = 0; i < 10; i += 1) await login.execute(attempt('maya@example.com', `wrong${i}`));
    const again = await login.execute(attempt('maya@example.com', 'right', '192.0.2.1', cookie));
    expect(again).toMatchObject({ ok: true, value: { newKnownDevice: undefined } });
  });

  it('does not take a known-device cookie of another account as known', async () => {
    const { login, limiter } = setUp();
    await login.execute(attempt('maya@example.com', 'wrong', '192.0.2.1', 'token-of-someone-else'));
    expect(limiter.counts.get('login-account-ip:maya@example.com|192.0.2.1')).toBe(1);
  });
});
