import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_SENT_MESSAGE } from '../../../contracts/accounts';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { backgroundWorkDone } from '../../app/testing/background-work';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { registration } from '../../app/testing/builders';
import { FixedClock } from '../../shared/kernel';

const db = useTestDatabase();
const clock = new FixedClock(new Date('2026-11-21T08:00:00Z'));
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url, { clock, rateLimitOverrides: { 'register-ip': { limit: 10_000, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await app?.stop();
});

async function account() {
  const body = registration();
  const answer = await app.call('/api/auth/register', { method: 'POST', body });
  expect(answer.status).toBe(201);
  return { email: body.email, password: body.password, token: answer.body.token as string, id: answer.body.user.id as string };
}

/** Asks for a link and waits until the job queue has made it (it is made after the answer). */
async function requestReset(email: string) {
  const answer = await app.call('/api/auth/request-reset', { method: 'POST', body: { email } });
  await backgroundWorkDone(db.knex, 'accounts.');
  return answer;
}
/** Takes the token as read from an answer. */
const resetPassword = (resetToken: unknown, newPassword = 'a brand new secret') =>
  app.call('/api/auth/reset-password', { method: 'POST', body: { resetToken: String(resetToken), newPassword } });
const login = (email: string, password: string) => app.call('/api/auth/login', { method: 'POST', body: { email, password } });

describe('forgotten passwords', () => {
  it('answer the same whether or not the account exists', async () => {
    const { email } = await account();
    const known = await requestReset(email);
    const unknown = await requestReset('no.such.person@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.body as object).sort()).toEqual(Object.keys(unknown.body as object).sort());
    expect(known.body).toMatchObject({ success: true, message: RESET_LINK_SENT_MESSAGE });
    expect(unknown.body).toMatchObject({ success: true, message: RESET_LINK_SENT_MESSAGE });
    // The decoy shown for an unknown address resets nothing.
    expect((await resetPassword(unknown.body.resetToken)).status).toBe(400);
  });

  it('reset with a single-use token, sign every session out and let the new password in', async () => {
    const { email, password, token } = await account();
    const requested = await requestReset(email);
    const stored = await db.knex('password_reset_tokens').orderBy('created_at', 'desc').first('token_hash');
    expect(stored.token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(stored.token_hash).not.toBe(requested.body.resetToken);

    const reset = await resetPassword(requested.body.resetToken, 'my new password');
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: 'Your password has been reset. Please sign in.' });

    expect((await app.call('/api/auth/profile', { token })).status).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'my new password')).status).toBe(200);

    const again = await resetPassword(requested.body.resetToken, 'yet another one');
    expect([again.status, again.body]).toEqual([400, { error: 'Invalid or expired reset link', code: 'accounts.invalid-reset-token' }]);
  });

  it('stop working 30 minutes after they were asked for', async () => {
    const { email } = await account();
    const requested = await requestReset(email);
    clock.advance(30 * 60 * 1000);
    expect((await resetPassword(requested.body.resetToken)).status).toBe(400);
  });

  it('work just before they expire', async () => {
    const { email } = await account();
    const requested = await requestReset(email);
    clock.advance(29 * 60 * 1000);
    expect((await resetPassword(requested.body.resetToken)).status).toBe(200);
  });

  it('used once make the other pending links of the account useless', async () => {
    const { email } = await account();
    const first = await requestReset(email);
    const second = await requestReset(email);
    expect((await resetPassword(second.body.resetToken)).status).toBe(200);
    expect((await resetPassword(first.body.resetToken)).status).toBe(400);
  });

  it('are limited to 5 requests per address in 15 minutes', async () => {
    const { email } = await account();
    for (let i = 0; i < 5; i += 1) expect((await requestReset(email)).status).toBe(200);
    const limited = await requestReset(email.toUpperCase());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, error: 'Too many attempts. Please try again later.', code: 'accounts.rate-limited' });
    clock.advance(15 * 60 * 1000);
    expect((await requestReset(email)).status).toBe(200);
  });
});

describe('guessing passwords', () => {
  it('slows an account down for fifteen minutes after the first of 10 failed attempts from one address, then lets it in again', async () => {
    const { email, password } = await account();
    expect((await login(email, 'wrong 0')).status).toBe(401);
    clock.advance(60_000);
    for (let i = 1; i < 10; i += 1) expect((await login(email, `wrong ${i}`)).status).toBe(401);

    const limited = await login(email, password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, error: 'Too many attempts. Please try again later.', code: 'accounts.rate-limited' });
    // The first failure stops counting fifteen minutes after it was made: 14 minutes from now.
    expect(limited.headers.get('retry-after')).toBe(String(14 * 60));

    clock.advance(14 * 60 * 1000);
    expect((await login(email, password)).status).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 12; i += 1) expect((await login(email, password)).status).toBe(200);
  });

  it('is limited per address even when the account does not exist', async () => {
    const email = `ghost.${Date.now()}@example.com`;
    for (let i = 0; i < 10; i += 1) await login(email, 'guess');
    expect((await login(email, 'guess')).status).toBe(429);
  });
});

describe('sessions over time', () => {
  it('end after 30 days without use', async () => {
    const { token } = await account();
    clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await app.call('/api/auth/profile', { token })).status).toBe(200);
    clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await app.call('/api/auth/profile', { token })).status).toBe(200);
    clock.advance(30 * 24 * 60 * 60 * 1000);
    expect((await app.call('/api/auth/profile', { token })).status).toBe(401);
  });

  it('end 90 days after sign-in however often they are used', async () => {
    const { token } = await account();
    for (let day = 0; day < 89; day += 10) {
      expect((await app.call('/api/auth/profile', { token })).status).toBe(200);
      clock.advance(10 * 24 * 60 * 60 * 1000);
    }
    expect((await app.call('/api/auth/profile', { token })).status).toBe(401);
  });
});
