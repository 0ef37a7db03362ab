import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { FixedClock, type EventBus } from '../../shared/kernel';
import { createAccounts, type AccountsFacade } from './index';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { newDeviceId, registration } from '../../app/testing/builders';

const db = useTestDatabase();
const clock = new FixedClock(new Date('2026-11-21T08:00:00Z')); // shared by the app and the facade
const ADMIN = 'ops.admin@example.com';
// The facade reads; the events registration records are not its concern here.
const noEvents: EventBus = { record: async () => undefined, subscribe: () => undefined };
let app: HttpTestApp;
let facade: AccountsFacade;

/** Accounts are opened over HTTP (the app on the same database); the facade under test is built on its own clock. */
async function signUp(overrides: Record<string, unknown> = {}): Promise<{ token: string; userId: string }> {
  const answer = await app.call('/api/auth/register', { method: 'POST', body: registration(overrides) });
  if (answer.status !== 201) throw new Error(`registration answered ${answer.status}`);
  return { token: answer.body.token, userId: answer.body.user.id };
}

beforeAll(async () => {
  app = await startHttpTestApp(db.url, { clock });
  const unused = () => Promise.reject(new Error('not used by the facade'));
  facade = createAccounts({
    config: {
      nodeEnv: 'test',
      anonymousRetentionDays: 90,
      dataDir: app.dataDir,
      publicOrigin: 'http://localhost',
      resetTokenInResponse: false,
      adminEmails: [ADMIN],
    },
    knex: db.knex,
    events: noEvents,
    clock,
    logger: pino({ level: 'silent' }),
    mailer: { send: unused },
    progress: { summaryOf: unused, pointsAndStreakOf: unused },
    history: { recentOf: unused },
    subscriptions: { standingOf: unused },
  }).facade;
});

afterAll(async () => {
  await app.stop();
});

describe('the accounts facade other modules use', () => {
  it('identifies a signed-in person by bearer token', async () => {
    const { token, userId } = await signUp();
    expect(await facade.identify({ authorization: `Bearer ${token}` })).toEqual({
      ok: true,
      value: { userId, accountType: 'registered', via: 'session', isAdmin: false, deviceId: null },
    });
  });

  it('marks a signed-in administrator, whatever the case of the e-mail, and never a device', async () => {
    const deviceId = newDeviceId();
    const { token } = await signUp({ email: ADMIN.toUpperCase(), deviceId });
    expect(await facade.identify({ authorization: `Bearer ${token}` })).toMatchObject({ ok: true, value: { isAdmin: true } });
    expect(await facade.identify({ deviceId: newDeviceId() })).toMatchObject({ ok: true, value: { isAdmin: false } });
  });

  it('lets the bearer win over a device id, and a bad bearer fail even with a device id', async () => {
    const { token, userId } = await signUp();
    const deviceId = newDeviceId();
    expect(await facade.identify({ authorization: `Bearer ${token}`, deviceId })).toMatchObject({ ok: true, value: { userId } });
    expect(await facade.identify({ authorization: `Bearer ${'A'.repeat(43)}`, deviceId })).toEqual({
      ok: false,
      code: 'accounts.authentication-required',
    });
  });

  it('identifies an anonymous device, storing its user once, on its first write', async () => {
    const deviceId = newDeviceId();
    const write = { deviceId, writes: true, address: '192.0.2.10' };
    const [a, b] = await Promise.all([facade.identify(write), facade.identify(write)]);
    expect(a).toMatchObject({ ok: true, value: { accountType: 'anonymous', via: 'device' } });
    expect(b).toEqual(a);
    const user = await facade.userById(a.ok ? a.value.userId : '');
    expect(user).toMatchObject({ accountType: 'anonymous', subscriptionStatus: 'none', unitSystem: 'metric', email: null });
  });

  it('identifies a device that only reads without storing it, under the id it will keep', async () => {
    const deviceId = newDeviceId();
    const read = await facade.identify({ deviceId });
    expect(read).toMatchObject({ ok: true, value: { accountType: 'anonymous', via: 'device' } });
    const userId = read.ok ? read.value.userId : '';
    expect(await facade.userById(userId)).toBeUndefined();
    const written = await facade.identify({ deviceId, writes: true, address: '192.0.2.11' });
    expect(written.ok && written.value.userId).toBe(userId);
    expect(await facade.userById(userId)).toMatchObject({ accountType: 'anonymous' });
  });

  it('never lets a device act for the account it is linked to', async () => {
    const deviceId = newDeviceId();
    await facade.identify({ deviceId, writes: true });
    await signUp({ deviceId });
    expect(await facade.identify({ deviceId })).toEqual({ ok: false, code: 'accounts.device-linked' });
  });

  it('asks for authentication when nothing usable is sent', async () => {
    for (const claims of [{}, { deviceId: 'bad id' }, { authorization: '' }, { authorization: 'Token abc' }]) {
      expect(await facade.identify(claims)).toEqual({ ok: false, code: 'accounts.authentication-required' });
    }
  });

  it('records a session’s use at most once a minute', async () => {
    const { token, userId } = await signUp();
    const lastUsed = async () => (await db.knex('auth_sessions').where({ user_id: userId }).first('last_used_at')).last_used_at as Date;
    const signedInAt = await lastUsed();
    clock.advance(30_000);
    await facade.identify({ authorization: `Bearer ${token}` });
    expect(await lastUsed()).toEqual(signedInAt);
    clock.advance(30_000);
    await facade.identify({ authorization: `Bearer ${token}` });
    expect(await lastUsed()).toEqual(clock.now());
  });

  it('answers undefined for a user that does not exist', async () => {
    expect(await facade.userById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
