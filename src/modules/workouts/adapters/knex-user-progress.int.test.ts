import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { registration } from '../../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../../app/testing/http-test-app';
import type { SessionFacts } from '../domain/progression';
import { KnexUserProgress } from './knex-user-progress';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

async function signedIn(): Promise<{ token: string; userId: string }> {
  const registered = await app.call('/api/auth/register', { method: 'POST', body: registration() });
  const { token, user } = registered.body as { token: string; user: { id: string } };
  return { token, userId: user.id };
}

const finished = (overrides: Record<string, unknown> = {}) => ({
  completionId: randomUUID(),
  name: '10-Minute Hotel Room Full Body Workout',
  durationMin: 10,
  context: 'hotel_room',
  setsDone: 9,
  setsPlanned: 9,
  ...overrides,
});

const facts = (userId: string, overrides: Partial<SessionFacts> = {}): SessionFacts => ({
  userId,
  completedAt: new Date('2026-11-18T08:00:00Z'),
  durationMin: 10,
  completionRate: 100,
  rpe: 5,
  exerciseIds: ['push-up'],
  ...overrides,
});

/**
 * What progression.feature does not say: the progress is written by the
 * transaction that records the workout and only by it (a replay changes
 * nothing, a rolled-back one leaves nothing), parallel workouts of one
 * traveller are all counted, the mastery keeps catalogue ids only, and a
 * rating outside 1–10 is refused naming the field.
 */
describe('user_progress, kept by the workout’s own transaction', () => {
  it('counts a finished workout once, however often it is sent, with the catalogue’s exercises only', async () => {
    const { token, userId } = await signedIn();
    const body = finished({ rpe: 4, exerciseIds: ['push-up', 'plank', 'made-up-move'] });
    await app.call('/api/workout/complete', { method: 'POST', token, body });
    await app.call('/api/workout/complete', { method: 'POST', token, body });
    const progress = await new KnexUserProgress(db.knex).read(userId);
    expect(progress).toMatchObject({ totalWorkouts: 1, weeklyLoad: 40, currentIntensity: 1, easyRun: 1 });
    expect(Object.keys(progress!.exerciseMastery).sort()).toEqual(['plank', 'push-up']);
    expect(await db.knex('workout_sessions').where({ user_id: userId }).first('rpe')).toEqual({ rpe: 4 });
  });

  it('has no progress for a traveller who has finished no workout: their plans are today’s', async () => {
    const { userId } = await signedIn();
    expect(await new KnexUserProgress(db.knex).read(userId)).toBeUndefined();
  });

  it('applies parallel workouts of one traveller one after the other, losing none', async () => {
    const { userId } = await signedIn();
    const progress = new KnexUserProgress(db.knex);
    await Promise.all(Array.from({ length: 12 }, () => db.knex.transaction((trx) => progress.applySession(trx, facts(userId)))));
    expect(await progress.read(userId)).toMatchObject({
      totalWorkouts: 12,
      weeklyLoad: 12 * 10 * 5,
      // Three easy workouts raise one step; the week's window holds it there.
      currentIntensity: 2,
      weekLow: 1,
      weekHigh: 2,
      exerciseMastery: { 'push-up': expect.objectContaining({ count: 12 }) },
    });
  });

  it('leaves the progress as it was when the workout’s transaction rolls back', async () => {
    const { userId } = await signedIn();
    const progress = new KnexUserProgress(db.knex);
    await db.knex.transaction((trx) => progress.applySession(trx, facts(userId)));
    const before = await progress.read(userId);
    await expect(
      db.knex.transaction(async (trx) => {
        await progress.applySession(trx, facts(userId, { rpe: 10 }));
        throw new Error('the workout could not be recorded');
      }),
    ).rejects.toThrow('the workout could not be recorded');
    expect(await progress.read(userId)).toEqual(before);
  });

  it.each([
    ['rpe', { rpe: 11 }],
    ['rpe', { rpe: 2.5 }],
    ['exerciseIds', { exerciseIds: ['Push Up'] }],
  ])('refuses a finished workout whose %s is %o, naming the field, and keeps nothing', async (field, overrides) => {
    const { token, userId } = await signedIn();
    const answer = await app.call('/api/workout/complete', { method: 'POST', token, body: finished(overrides) });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.details)).toContain(field);
    expect(await new KnexUserProgress(db.knex).read(userId)).toBeUndefined();
  });
});
