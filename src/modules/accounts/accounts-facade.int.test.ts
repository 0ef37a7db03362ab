import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { RegisterBodySchema } from '../../../contracts/accounts';
import { buildContainer } from '../../app/container';
import { loadConfig } from '../../app/config';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { FixedClock, type EventBus, type JobQueue } from '../../shared/kernel';
import { AccountsTokens, type AccountsFacade } from './index';
import { AccountsInternalTokens } from './accounts.tokens';
import { newDeviceId, registration } from './testing/accounts-test-app';

const db = useTestDatabase();
const clock = new FixedClock(new Date('2026-11-21T08:00:00Z'));
// The facade reads; the events registration records and background work are not its concern here.
const noEvents: EventBus = { record: async () => undefined, subscribe: () => undefined };
const noJobs = {} as JobQueue;
let facade: AccountsFacade;
let signUp: (deviceId?: string) => Promise<{ token: string; userId: string }>;

beforeAll(() => {
  const container = buildContainer({
    config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url }),
    logger: pino({ level: 'silent' }),
    knex: db.knex,
    jobs: noJobs,
    events: noEvents,
    clock,
  });
  facade = container.get(AccountsTokens.Facade);
  const { register } = container.get(AccountsInternalTokens.UseCases);
  signUp = async (deviceId) => {
    const result = await register.execute({ body: RegisterBodySchema.parse({ ...registration(), ...(deviceId ? { deviceId } : {}) }), ip: '192.0.2.1' });
    if (!result.ok) throw new Error(result.code);
    return { token: result.value.token, userId: result.value.user.id };
  };
});

describe('the accounts facade other modules use', () => {
  it('identifies a signed-in person by bearer token', async () => {
    const { token, userId } = await signUp();
    expect(await facade.identify({ authorization: `Bearer ${token}` })).toEqual({
      ok: true,
      value: { userId, accountType: 'registered', via: 'session' },
    });
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

  it('identifies an anonymous device, creating its user once', async () => {
    const deviceId = newDeviceId();
    const [a, b] = await Promise.all([facade.identify({ deviceId }), facade.identify({ deviceId })]);
    expect(a).toMatchObject({ ok: true, value: { accountType: 'anonymous', via: 'device' } });
    expect(b).toEqual(a);
    const user = await facade.userById(a.ok ? a.value.userId : '');
    expect(user).toMatchObject({ accountType: 'anonymous', subscriptionStatus: 'none', unitSystem: 'metric', email: null });
  });

  it('never lets a device act for the account it is linked to', async () => {
    const deviceId = newDeviceId();
    await facade.identify({ deviceId });
    await signUp(deviceId);
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
