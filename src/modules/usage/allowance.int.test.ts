import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageStatusSchema } from '../../../contracts/usage';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { newDeviceId, registration, startUsageTestApp, type UsageTestApp } from './testing/usage-test-app';

const db = useTestDatabase();
let app: UsageTestApp;

beforeAll(async () => {
  app = await startUsageTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

const increment = (deviceId: string) => app.call('/api/usage/increment', { method: 'POST', deviceId });
const check = (deviceId: string) => app.call('/api/usage/check', { deviceId });

async function recordedUsesOf(deviceId: string): Promise<number | undefined> {
  const row = await db
    .knex('usage')
    .join('users', 'users.id', 'usage.user_id')
    .where('users.device_id', deviceId)
    .first<{ workout_count: number } | undefined>('usage.workout_count');
  return row?.workout_count;
}

async function signUp(): Promise<{ token: string; userId: string }> {
  const answer = await app.call('/api/auth/register', { method: 'POST', body: registration() });
  expect(answer.status).toBe(201);
  return { token: answer.body.token, userId: answer.body.user.id };
}

describe('who may ask about the allowance', () => {
  it.each([
    ['GET', '/api/usage/check'],
    ['POST', '/api/usage/increment'],
    ['POST', '/api/usage/reset'],
  ])('%s %s without a token or device id is 401 Authentication required', async (method, path) => {
    const answer = await app.call(path, { method });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'Authentication required', code: 'accounts.authentication-required' });
  });

  it('refuses a malformed device id with 400', async () => {
    const answer = await app.call('/api/usage/check?uid=bad!id');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('http.invalid-request');
  });

  it('identifies an anonymous device by the uid query as well as by the header', async () => {
    const deviceId = newDeviceId();
    await increment(deviceId);
    const byQuery = await app.call(`/api/usage/check?uid=${deviceId}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.remaining).toBe(1);
  });

  it('identifies a registered user by bearer token', async () => {
    const { token } = await signUp();
    const spent = await app.call('/api/usage/increment', { method: 'POST', token });
    expect(spent.status).toBe(200);
    expect((await app.call('/api/usage/check', { token })).body).toMatchObject({ remaining: 1, subscriptionStatus: 'none' });
  });
});

describe('the free plan: two workouts a week', () => {
  it('starts a new device with two free workouts this week (Monday 00:00 UTC)', async () => {
    const answer = await check(newDeviceId());
    expect(answer.status).toBe(200);
    expect(UsageStatusSchema.parse(answer.body)).toEqual({
      allowed: true,
      remaining: 2,
      subscriptionStatus: 'none',
      plan: 'free',
      limit: 2,
      weekStart: '2026-11-16',
      resetsAt: '2026-11-23T00:00:00.000Z',
    });
  });

  it('spends one per increment and refuses the third with 403 and the allowance', async () => {
    const deviceId = newDeviceId();
    expect((await increment(deviceId)).body).toMatchObject({ success: true, allowed: true, remaining: 1 });
    expect((await increment(deviceId)).body).toMatchObject({ success: true, allowed: false, remaining: 0 });

    const third = await increment(deviceId);
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({
      error: 'Weekly free workout limit reached',
      code: 'usage.limit-reached',
      details: { allowed: false, remaining: 0, plan: 'free', subscriptionStatus: 'none' },
    });
    expect((await check(deviceId)).body).toMatchObject({ allowed: false, remaining: 0 });
    expect(await recordedUsesOf(deviceId)).toBe(2);
  });

  it('never overspends: 20 parallel increments on one device leave 0 remaining and 2 recorded uses', async () => {
    const deviceId = newDeviceId();
    const answers = await Promise.all(Array.from({ length: 20 }, () => increment(deviceId)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 403)).toHaveLength(18);
    expect((await check(deviceId)).body).toMatchObject({ allowed: false, remaining: 0 });
    expect(await recordedUsesOf(deviceId)).toBe(2);
  });

  it('does not let a free user clear this week’s count with reset', async () => {
    const deviceId = newDeviceId();
    await increment(deviceId);
    await increment(deviceId);
    const reset = await app.call('/api/usage/reset', { method: 'POST', deviceId });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ success: true, rolledOver: false, allowed: false, remaining: 0 });
    expect((await increment(deviceId)).status).toBe(403);
  });
});

describe('trial and active subscribers', () => {
  it.each(['trial', 'active'] as const)('a %s subscriber is unlimited (remaining -1) and never refused', async (status) => {
    const { token, userId } = await signUp();
    await db.knex('users').where({ id: userId }).update({
      subscription_status: status,
      trial_ends_at: status === 'trial' ? new Date(app.clock.now().getTime() + 3 * 86_400_000) : null,
    });
    expect((await app.call('/api/usage/check', { token })).body).toMatchObject({
      allowed: true,
      remaining: -1,
      limit: -1,
      plan: 'pro',
      subscriptionStatus: status,
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.call('/api/usage/increment', { method: 'POST', token })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]?.body).toMatchObject({ success: true, remaining: -1 });
  });

  it('treats a trial whose end has passed as the free plan', async () => {
    const { token, userId } = await signUp();
    await db.knex('users').where({ id: userId }).update({ subscription_status: 'trial', trial_ends_at: new Date(app.clock.now().getTime() - 1000) });
    expect((await app.call('/api/usage/check', { token })).body).toMatchObject({ plan: 'free', remaining: 2, subscriptionStatus: 'expired' });
  });
});

// Last: these move the app's clock forward.
describe('the week rolls over on Monday 00:00 UTC', () => {
  it('keeps the count until Sunday 23:59:59 UTC and gives two new workouts on Monday 00:00 UTC', async () => {
    const deviceId = newDeviceId();
    await increment(deviceId);
    await increment(deviceId);

    const weekStart = (await check(deviceId)).body.weekStart as string;
    const nextMonday = new Date(`${weekStart}T00:00:00Z`).getTime() + 7 * 86_400_000;
    app.clock.advance(nextMonday - 1000 - app.clock.now().getTime());
    expect((await check(deviceId)).body).toMatchObject({ remaining: 0, weekStart });

    app.clock.advance(1000);
    const monday = await check(deviceId);
    expect(monday.body).toMatchObject({ allowed: true, remaining: 2, weekStart: new Date(nextMonday).toISOString().slice(0, 10) });
    expect((await increment(deviceId)).body).toMatchObject({ success: true, remaining: 1 });
    expect(await recordedUsesOf(deviceId)).toBe(1);
  });

  it('reset rolls a past week’s count over, once', async () => {
    const deviceId = newDeviceId();
    await increment(deviceId);
    await increment(deviceId);
    app.clock.advance(7 * 86_400_000);

    const reset = await app.call(`/api/usage/reset?uid=${deviceId}`, { method: 'POST' });
    expect(reset.body).toMatchObject({ success: true, rolledOver: true, allowed: true, remaining: 2 });
    expect(await recordedUsesOf(deviceId)).toBe(0);
    expect((await app.call(`/api/usage/reset?uid=${deviceId}`, { method: 'POST' })).body).toMatchObject({ rolledOver: false, remaining: 2 });
  });
});
