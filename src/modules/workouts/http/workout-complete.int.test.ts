import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionOutcomeSchema } from '../../../../contracts/gamification';
import { CompleteWorkoutBodySchema, GeneratedPlanSchema } from '../../../../contracts/workouts';
import { FixedClock, type DomainEvent, type EventBus } from '../../../shared/kernel';
import { KnexCompletedWorkouts } from '../adapters/knex-completed-workouts';
import { KnexUserProgress } from '../adapters/knex-user-progress';
import { catalogueById } from '../application/generated-workout.mapper';
import { EXERCISES } from '../data/exercises';
import { CompleteWorkoutUseCase } from '../application/complete-workout.use-case';
import { CompletionRecorder } from '../application/record-completion';
import { KnexSessionScoring } from '../../gamification';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { registration } from '../../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../../app/testing/http-test-app';
import { startLocalTrial } from '../../../app/testing/trial';
import { WORKOUT_SESSION_COMPLETED } from '../application/workout-completed.event';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

async function signedInOnTrial(): Promise<{ token: string; userId: string }> {
  const registered = await app.call('/api/auth/register', { method: 'POST', body: registration() });
  const { token, user } = registered.body as { token: string; user: { id: string } };
  await startLocalTrial(app, token);
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

/** An event bus that keeps what was recorded in transactions that committed. */
function committedEvents() {
  const committed: DomainEvent[] = [];
  const bus: EventBus = {
    record: async (trx, event) => {
      void trx.executionPromise.then(
        () => committed.push(event),
        () => undefined,
      );
    },
    subscribe: () => undefined,
  };
  return { bus, committed };
}

/**
 * What finish-workout.feature does not say: a double submit racing itself
 * writes one row and announces one event, the generation id is kept only when
 * it is the traveller's own, and the table refuses a second row for a
 * completion id.
 */
describe('POST /api/workout/complete', () => {
  it('records one session when the same completion arrives five times at the same moment', async () => {
    const { token, userId } = await signedInOnTrial();
    const body = finished();
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.call('/api/workout/complete', { method: 'POST', token, body })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const replies = answers.map((a) => SessionOutcomeSchema.parse(a.body));
    expect(new Set(replies.map((r) => r.session.id)).size).toBe(1);
    expect(replies.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await db.knex('workout_sessions').where({ user_id: userId }).select('id')).toEqual([{ id: replies[0]!.session.id }]);
  });

  it('announces workouts.session-completed once, from the write that recorded the session', async () => {
    const { userId } = await signedInOnTrial();
    const { bus, committed } = committedEvents();
    const clock = new FixedClock(new Date('2026-11-21T08:00:00Z'));
    const sessions = new KnexCompletedWorkouts(db.knex, bus, new KnexSessionScoring(), clock, new KnexUserProgress(db.knex));
    const useCase = new CompleteWorkoutUseCase(
      new CompletionRecorder(sessions, { weightKgOf: async () => null }),
      catalogueById(EXERCISES),
    );
    const body = CompleteWorkoutBodySchema.parse(finished({ setsDone: 6 }));
    const replies = await Promise.all(Array.from({ length: 4 }, () => useCase.execute({ userId, body })));
    await vi.waitFor(() => expect(committed).toHaveLength(1));
    const recorded = replies.find((reply) => !reply.replayed)!;
    expect(committed[0]).toMatchObject({
      name: WORKOUT_SESSION_COMPLETED,
      payload: {
        sessionId: recorded.session.id,
        userId,
        durationMin: 10,
        context: 'hotel_room',
        setsDone: 6,
        setsPlanned: 9,
        completionRate: 67,
        score: 105,
      },
    });
  });

  it('keeps the generation a workout came from only when it is the traveller’s own', async () => {
    const ana = await signedInOnTrial();
    const ben = await signedInOnTrial();
    const plan = GeneratedPlanSchema.parse(
      (await app.call('/api/generate-plan', { method: 'POST', token: ana.token, body: { minutes: 10 } })).body,
    );
    await app.call('/api/workout/complete', { method: 'POST', token: ana.token, body: finished({ generationId: plan.generationId }) });
    await app.call('/api/workout/complete', { method: 'POST', token: ben.token, body: finished({ generationId: plan.generationId }) });
    const rows = await db.knex('workout_sessions').whereIn('user_id', [ana.userId, ben.userId]).select('user_id', 'generation_id');
    expect(rows.find((row) => row.user_id === ana.userId)?.generation_id).toBe(plan.generationId);
    expect(rows.find((row) => row.user_id === ben.userId)?.generation_id).toBeNull();
  });

  it('burns calories by the profile’s weight and the feeling chosen for the generation (normal without one)', async () => {
    const { token } = await signedInOnTrial();
    const plan = GeneratedPlanSchema.parse(
      (await app.call('/api/generate-plan', { method: 'POST', token, body: { minutes: 30, feeling: 'high' } })).body,
    );
    const fromPlan = await app.call('/api/workout/complete', {
      method: 'POST',
      token,
      body: finished({ generationId: plan.generationId, durationMin: 30 }),
    });
    const withoutPlan = await app.call('/api/workout/complete', { method: 'POST', token, body: finished({ durationMin: 30 }) });
    // MET 8 (high) and 5 (normal) × the profile's 61.5 kg × half an hour.
    expect(SessionOutcomeSchema.parse(fromPlan.body).session.calories).toBe(246);
    expect(SessionOutcomeSchema.parse(withoutPlan.body).session.calories).toBe(154);
  });

  it('is refused by the table when a completion id is written twice for one traveller', async () => {
    const { userId } = await signedInOnTrial();
    const row = { user_id: userId, completion_id: randomUUID(), duration_min: 10, context: 'office', sets_done: 3, sets_planned: 9 };
    await db.knex('workout_sessions').insert(row);
    await expect(db.knex('workout_sessions').insert(row)).rejects.toThrow(/workout_sessions_user_completion_unique/);
    await expect(db.knex('workout_sessions').insert({ ...row, completion_id: randomUUID(), sets_done: 10 })).rejects.toThrow(
      /workout_sessions_sets_valid/,
    );
  });
});
