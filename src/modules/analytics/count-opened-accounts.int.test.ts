import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { newDeviceId } from '../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

function newAccount(extra: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return { username: `ana_${tag}`, email: `ana.${tag}@example.com`, password: 'correct horse battery', ...extra };
}

/** The analytics rows of one user, once the event has been delivered. */
const analyticsOf = async (userId: string) => db.knex('analytics_events').where({ user_id: userId }).select('event_name', 'event_data');

describe('the sign-up funnel', () => {
  it('counts a new account once it is opened', async () => {
    const answer = await app.call('/api/auth/register', {
      method: 'POST',
      body: newAccount({ name: 'Ana', age: 34, heightCm: 165, weightKg: 58, gender: 'female', fitnessGoal: 'endurance' }),
    });
    expect(answer.status).toBe(201);
    const userId = answer.body.user.id as string;

    await vi.waitFor(async () => expect(await analyticsOf(userId)).toHaveLength(1), { timeout: 30_000, interval: 100 });
    expect(await analyticsOf(userId)).toEqual([{ event_name: 'account_opened', event_data: { fromDevice: false } }]);
  });

  it('counts an anonymous device upgraded to an account', async () => {
    const answer = await app.call('/api/auth/upgrade', { method: 'POST', body: newAccount({ deviceId: newDeviceId() }) });
    expect(answer.status).toBe(201);
    const userId = answer.body.user.id as string;

    await vi.waitFor(async () => expect(await analyticsOf(userId)).toHaveLength(1), { timeout: 30_000, interval: 100 });
    expect(await analyticsOf(userId)).toEqual([{ event_name: 'account_opened', event_data: { fromDevice: true } }]);
  });
});
