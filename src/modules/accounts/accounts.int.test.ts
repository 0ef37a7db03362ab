import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileReplySchema, AuthSuccessSchema, UserSchema } from '../../../contracts/accounts';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { newDeviceId, registration, startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app';

const db = useTestDatabase();
let app: AccountsTestApp;

beforeAll(async () => {
  // Many accounts come from one test IP here; the per-IP registration limit has its own test.
  app = await startAccountsTestApp(db.url, { rateLimitOverrides: { 'register-ip': { limit: 10_000, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await app?.stop();
});

async function register(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const answer = await app.call('/api/auth/register', { method: 'POST', body });
  return { ...answer, sent: body };
}

describe('an account from registration to logout', () => {
  it('registers, signs in, reads its profile and signs out', async () => {
    const registered = await register();
    expect(registered.status).toBe(201);
    expect(AuthSuccessSchema.parse(registered.body).user).toMatchObject({
      username: registered.sent.username,
      email: registered.sent.email,
      name: 'Maya Traveller',
      weightKg: 61.5,
      accountType: 'registered',
      subscriptionStatus: 'none',
      unitSystem: 'metric',
    });

    const login = await app.call('/api/auth/login', {
      method: 'POST',
      body: { email: registered.sent.email.toUpperCase(), password: registered.sent.password },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, user: { id: registered.body.user.id } });
    const token = login.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await app.call('/api/auth/profile', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, user: UserSchema.parse(me.body.user) });
    expect(me.body.user.id).toBe(registered.body.user.id);

    expect((await app.call('/api/auth/logout', { method: 'POST', token })).body).toEqual({ success: true });
    const after = await app.call('/api/auth/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'Authentication required', code: 'accounts.authentication-required' });
    // The registration's own session is another one and still works.
    expect((await app.call('/api/auth/profile', { token: registered.body.token })).status).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const registered = await register();
    const rows = await db.knex('auth_sessions').where({ user_id: registered.body.user.id }).select('token_hash');
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(rows[0].token_hash).not.toContain(registered.body.token);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const registered = await register();
    const wrong = await app.call('/api/auth/login', { method: 'POST', body: { email: registered.sent.email, password: 'not it' } });
    const unknown = await app.call('/api/auth/login', { method: 'POST', body: { email: 'nobody.here@example.com', password: 'not it' } });
    const expected = { success: false, error: 'Invalid email or password', code: 'accounts.invalid-credentials' };
    expect([wrong.status, wrong.body]).toEqual([401, expected]);
    expect([unknown.status, unknown.body]).toEqual([401, expected]);
  });

  it('refuses forged, malformed and revoked tokens, even when a device id comes along', async () => {
    const deviceId = newDeviceId();
    for (const authorization of ['Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Bearer x', 'Basic dXNlcjpwdw==']) {
      const answer = await app.call('/api/profile', { headers: { authorization }, deviceId });
      expect(answer.status, authorization).toBe(401);
      expect(answer.body.code).toBe('accounts.authentication-required');
    }
  });

  it('does not let anyone sign in to an account with a taken e-mail or username, without saying which', async () => {
    const first = await register();
    const sameEmail = await register({ email: first.sent.email.toUpperCase() });
    const sameUsername = await register({ username: first.sent.username.toUpperCase() });
    const expected = { success: false, error: 'Failed to create account', code: 'accounts.registration-failed' };
    expect([sameEmail.status, sameEmail.body]).toEqual([409, expected]);
    expect([sameUsername.status, sameUsername.body]).toEqual([409, expected]);
  });

  it('lets exactly one of ten parallel registrations of one e-mail through', async () => {
    const email = `race.${Date.now()}@example.com`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => register({ email })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(await db.knex('users').whereRaw('lower(email) = ?', [email]).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('refuses register bodies that break the rules, writing nothing', async () => {
    const before = await db.knex('users').count({ n: '*' });
    for (const broken of [{ username: 'ab' }, { password: '12345' }, { age: 12 }, { heightCm: 99 }, { email: 'not-an-email' }, { isAdmin: true }]) {
      const answer = await register(broken);
      expect(answer.status, JSON.stringify(broken)).toBe(400);
      expect(answer.body.code).toBe('http.invalid-request');
    }
    expect(await db.knex('users').count({ n: '*' })).toEqual(before);
  });
});

describe('anonymous devices', () => {
  it('get a profile with the defaults on first sight, once however often they ask', async () => {
    const deviceId = newDeviceId();
    const [first, second] = await Promise.all([
      app.call(`/api/profile?uid=${deviceId}`),
      app.call('/api/profile', { deviceId }),
    ]);
    expect(first.status).toBe(200);
    expect(ProfileReplySchema.parse(first.body)).toMatchObject({
      accountType: 'anonymous',
      subscriptionStatus: 'none',
      unitSystem: 'metric',
      email: null,
      points: 0,
      streak: { current: 0, longest: 0 },
      recentSessions: [],
    });
    expect(second.body.id).toBe(first.body.id);
    expect(await db.knex('users').where({ device_id: deviceId }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('are refused with 400 when the id is malformed', async () => {
    const answer = await app.call('/api/profile?uid=bad%20id!');
    expect(answer.status).toBe(400);
    expect((await app.call('/api/profile', { deviceId: 'short' })).status).toBe(400);
  });

  it('need some identity at all', async () => {
    const answer = await app.call('/api/profile');
    expect([answer.status, answer.body]).toEqual([401, { error: 'Authentication required', code: 'accounts.authentication-required' }]);
  });

  it('can update the listed profile fields and nothing else', async () => {
    const deviceId = newDeviceId();
    const updated = await app.call('/api/profile', {
      method: 'PATCH',
      deviceId,
      body: { name: 'Leo', age: 40, heightCm: 60, weightKg: 80.2, gender: 'male', unitSystem: 'imperial', fitnessGoal: 'strength' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.user).toMatchObject({ name: 'Leo', age: 40, heightCm: 60, weightKg: 80.2, unitSystem: 'imperial' });

    const cleared = await app.call('/api/profile', { method: 'PATCH', deviceId, body: { age: null } });
    expect(cleared.body.user).toMatchObject({ name: 'Leo', age: null });

    const sneaky = await app.call('/api/profile', { method: 'PATCH', deviceId, body: { accountType: 'pro' } });
    expect(sneaky.status).toBe(400);
    const outOfRange = await app.call('/api/profile', { method: 'PATCH', deviceId, body: { heightCm: 301 } });
    expect(outOfRange.status).toBe(400);
    expect((await app.call('/api/profile', { deviceId })).body).toMatchObject({ accountType: 'anonymous', heightCm: 60 });
  });
});

describe('keeping a device’s progress', () => {
  async function anonymousWithPoints(points: number) {
    const deviceId = newDeviceId();
    const profile = await app.call('/api/profile', { deviceId });
    await db.knex('points').insert({ user_id: profile.body.id, total: points });
    return { deviceId, userId: profile.body.id as string };
  }

  it('upgrading turns the anonymous user into the account, with the same id and points', async () => {
    const { deviceId, userId } = await anonymousWithPoints(120);
    await app.call('/api/profile', { method: 'PATCH', deviceId, body: { name: 'Ana', age: 29 } });
    const body = registration({ deviceId });
    const upgraded = await app.call('/api/auth/upgrade', {
      method: 'POST',
      body: { username: body.username, email: body.email, password: body.password, deviceId },
    });
    expect(upgraded.status).toBe(201);
    expect(upgraded.body.user).toMatchObject({ id: userId, accountType: 'registered', name: 'Ana', age: 29, email: body.email });

    const profile = await app.call('/api/profile', { token: upgraded.body.token });
    expect(profile.body).toMatchObject({ id: userId, points: 120 });
    expect(await db.knex('users').where({ device_id: deviceId }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('registering with the device id does the same', async () => {
    const { deviceId, userId } = await anonymousWithPoints(45);
    const registered = await register({ deviceId });
    expect(registered.status).toBe(201);
    expect(registered.body.user.id).toBe(userId);
    expect((await app.call('/api/profile', { token: registered.body.token })).body.points).toBe(45);
  });

  it('registering with a device never seen makes a new account for that device', async () => {
    const deviceId = newDeviceId();
    const registered = await register({ deviceId });
    expect(registered.status).toBe(201);
    expect(await db.knex('users').where({ device_id: deviceId }).first('id', 'account_type')).toEqual({
      id: registered.body.user.id,
      account_type: 'registered',
    });
  });

  it('upgrading a device never seen creates it and upgrades it', async () => {
    const deviceId = newDeviceId();
    const body = registration();
    const upgraded = await app.call('/api/auth/upgrade', {
      method: 'POST',
      body: { username: body.username, email: body.email, password: body.password, deviceId },
    });
    expect(upgraded.status).toBe(201);
    expect(upgraded.body.user).toMatchObject({ accountType: 'registered', unitSystem: 'metric', name: null });
  });

  it('a device linked to an account can neither register again nor act for the account', async () => {
    const { deviceId } = await anonymousWithPoints(10);
    expect((await register({ deviceId })).status).toBe(201);

    const again = await register({ deviceId });
    expect([again.status, again.body]).toEqual([
      409,
      {
        success: false,
        error: 'This device is already linked to another account. Please sign in instead.',
        code: 'accounts.device-linked',
      },
    ]);
    const body = registration();
    const upgrade = await app.call('/api/auth/upgrade', {
      method: 'POST',
      body: { username: body.username, email: body.email, password: body.password, deviceId },
    });
    expect([upgrade.status, upgrade.body.code]).toEqual([409, 'accounts.device-linked']);

    const asDevice = await app.call('/api/profile', { deviceId });
    expect([asDevice.status, asDevice.body.code]).toEqual([401, 'accounts.device-linked']);
    const patch = await app.call('/api/profile', { method: 'PATCH', deviceId, body: { name: 'Mallory' } });
    expect([patch.status, patch.body.code]).toEqual([401, 'accounts.device-linked']);
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

describe('hostile text', () => {
  it('is refused where the rules forbid it, and kept verbatim as data where they allow it', async () => {
    const sqlUsername = await register({ username: "x'; DROP TABLE users;--" });
    expect(sqlUsername.status).toBe(400);
    const scriptEmail = await register({ email: '<script>alert(1)</script>@example.com' });
    expect(scriptEmail.status).toBe(400);

    const name = `<script>alert("x")</script> Robert'); DROP TABLE users;--`;
    const registered = await register({ name });
    expect(registered.status).toBe(201);
    expect(registered.body.user.name).toBe(name);
    const profile = await app.call('/api/profile', { token: registered.body.token });
    expect(profile.headers.get('content-type')).toMatch(/^application\/json/);
    expect(profile.body.name).toBe(name);
    expect(await db.knex('users').count({ n: '*' })).not.toEqual([{ n: 0 }]);
  });
});
