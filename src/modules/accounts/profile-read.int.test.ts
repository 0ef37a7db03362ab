import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileReplySchema } from '../../../contracts/accounts';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { registration } from '../../app/testing/builders';
import { startLocalTrial } from '../../app/testing/trial';

/**
 * The profile read of a signed-in traveller (`GET /api/profile`, what the web's
 * profile page asks on every visit) reads the session with its user and the
 * points with the streak in one query each: the answer is the traveller's own,
 * whatever rows they have, and a session that no longer signs in is refused.
 */
const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

let n = 0;
async function signedUp(): Promise<{ token: string; username: string }> {
  const username = `reader_${Date.now().toString(36)}_${(n += 1)}`;
  const registered = await app.call('/api/auth/register', {
    method: 'POST',
    body: registration({ username, email: `${username}@example.com` }),
  });
  expect(registered.status).toBe(201);
  return { token: (registered.body as { token: string }).token, username };
}

const complete = (token: string, minutes: number) =>
  app.call('/api/session/complete', {
    method: 'POST',
    token,
    body: { name: `Hotel room ${minutes}`, durationMin: minutes, context: 'hotel', city: 'Lisbon', country: 'Portugal' },
  });

describe('the profile read of a signed-in traveller', () => {
  it('answers a new traveller without a subscription with zeros and no workouts', async () => {
    const { token, username } = await signedUp();

    const read = await app.call('/api/profile', { token });

    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      username,
      subscriptionStatus: 'none',
      trialEndsAt: null,
      points: 0,
      streak: { current: 0, longest: 0 },
    });
    expect(read.body.recentSessions).toEqual([]);
  });

  it('answers a traveller on a trial with their points, streak and latest workouts, newest first', async () => {
    const { token, username } = await signedUp();
    await startLocalTrial(app, token);
    const earned: number[] = [];
    for (const minutes of [10, 15]) {
      const done = await complete(token, minutes);
      expect(done.status).toBe(200);
      earned.push((done.body as { session: { score: number } }).session.score);
    }

    const read = await app.call('/api/profile', { token });

    expect(read.status).toBe(200);
    const profile = ProfileReplySchema.parse(read.body);
    expect(profile).toMatchObject({ username, subscriptionStatus: 'trial', streak: { current: 1, longest: 1 } });
    expect(profile.trialEndsAt).toEqual(expect.any(String));
    expect(profile.points).toBe(earned[0]! + earned[1]!);
    expect(profile.recentSessions.map((session) => session.durationMinutes)).toEqual([15, 10]);
  });

  it('refuses a session that was signed out, though its user still exists', async () => {
    const { token } = await signedUp();
    expect((await app.call('/api/auth/logout', { method: 'POST', token })).status).toBe(200);

    const read = await app.call('/api/profile', { token });

    expect(read.status).toBe(401);
  });
});
