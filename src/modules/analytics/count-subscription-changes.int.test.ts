import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { registration } from '../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { startLocalTrial } from '../../app/testing/trial';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

/** The funnel's subscription steps of one user, oldest first. */
const changesOf = async (userId: string) =>
  (
    await db
      .knex('analytics_events')
      .where({ user_id: userId, event_name: 'subscription_status_changed' })
      .orderBy('created_at')
      .select('event_data')
  ).map((row: { event_data: unknown }) => row.event_data);

describe('the subscription funnel (subscriptions.status-changed)', () => {
  it('counts each change of status once, and an observation that changes nothing not at all', async () => {
    const answer = await app.call('/api/auth/register', { method: 'POST', body: registration() });
    expect(answer.status).toBe(201);
    const token = answer.body.token as string;
    const userId = answer.body.user.id as string;

    const sessionId = await startLocalTrial(app, token);
    // The checkout return records the same subscription again: no change, no event.
    expect((await app.call('/api/subscription/verify-session', { method: 'POST', token, body: { sessionId } })).status).toBe(200);
    expect((await app.call('/api/subscription/cancel', { method: 'POST', token })).status).toBe(200);
    expect((await app.call('/api/subscription/resume', { method: 'POST', token })).status).toBe(200);

    const expected = [
      { from: 'none', to: 'trial' },
      { from: 'trial', to: 'canceled' },
      { from: 'canceled', to: 'trial' },
    ];
    await vi.waitFor(async () => expect(await changesOf(userId)).toHaveLength(expected.length), { timeout: 30_000, interval: 100 });
    expect(await changesOf(userId)).toEqual(expected);
  });
});
