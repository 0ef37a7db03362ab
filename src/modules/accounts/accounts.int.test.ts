import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { newDeviceId, registration } from '../../app/testing/builders';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  // Many accounts come from one test IP here; the per-IP registration limit has its own test.
  app = await startHttpTestApp(db.url, { rateLimitOverrides: { 'register-ip': { limit: 10_000, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await app?.stop();
});

async function register(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const answer = await app.call('/api/auth/register', { method: 'POST', body });
  return { ...answer, sent: body };
}

/**
 * What the accounts features do not say: how a session is stored, and that a
 * refused upgrade writes nothing. The rules travellers meet (registration,
 * sign-in, anonymous devices, upgrades) are owned by features/accounts/.
 */
describe('accounts in the database', () => {
  async function anonymousWithPoints(points: number) {
    const deviceId = newDeviceId();
    // A device is stored on its first write.
    const profile = await app.call('/api/profile', { method: 'PATCH', deviceId, body: { unitSystem: 'metric' } });
    expect(profile.status).toBe(200);
    await db.knex('points').insert({ user_id: profile.body.user.id, total: points });
    return { deviceId, userId: profile.body.user.id as string };
  }

  it('stores only a hash of the session token', async () => {
    const registered = await register();
    const rows = await db.knex('auth_sessions').where({ user_id: registered.body.user.id }).select('token_hash');
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(rows[0].token_hash).not.toContain(registered.body.token);
  });

  it('a failed upgrade leaves the anonymous user as it was', async () => {
    const taken = await register();
    const { deviceId, userId } = await anonymousWithPoints(5);
    const body = registration();
    const upgrade = await app.call('/api/auth/upgrade', {
      method: 'POST',
      body: { username: body.username, email: taken.sent.email, password: body.password, deviceId },
    });
    expect([upgrade.status, upgrade.body.code]).toEqual([409, 'accounts.registration-failed']);
    expect(await db.knex('users').where({ id: userId }).first('account_type', 'email', 'username')).toEqual({
      account_type: 'anonymous',
      email: null,
      username: null,
    });
  });
});
