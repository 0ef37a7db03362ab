import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerateWorkoutReplySchema } from '../../../../contracts/workouts';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { newDeviceId, quickModeBody, registration } from '../../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../../app/testing/http-test-app';
import { startLocalTrial } from '../../../app/testing/trial';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

const generate = (deviceId: string, body: unknown = quickModeBody(), query = '') =>
  app.call(`/api/workout/generate${query}`, { method: 'POST', deviceId, body });

async function generationsOf(deviceId: string): Promise<Array<{ is_pro: boolean; environment: string; stress: string; minutes: number }>> {
  return db
    .knex('workout_generations')
    .join('users', 'users.id', 'workout_generations.user_id')
    .where('users.device_id', deviceId)
    .select('workout_generations.is_pro', 'workout_generations.environment', 'workout_generations.stress', 'workout_generations.minutes');
}

/**
 * What quick-workout.feature does not say: the generation record (what was
 * asked, free or pro, nothing recorded for a refused one) and the language of
 * the texts. The allowance rules themselves are the feature's.
 */
describe('POST /api/workout/generate (quick mode)', () => {
  it('answers a workout for the context, records the generation and spends one free workout', async () => {
    const deviceId = newDeviceId();
    const answer = await generate(deviceId, quickModeBody('airport', 10));
    expect(answer.status).toBe(200);
    const reply = GenerateWorkoutReplySchema.parse(answer.body);
    expect(reply.workout).toMatchObject({ place: 'airport', locale: 'en', total_minutes: 10 });
    expect(reply.workout.title).toMatch(/Airport/);
    const first = reply.workout.blocks[0];
    expect(first).toMatchObject({ section: 'warmup' });
    expect(first?.reps_or_time).toMatch(/^\d+ (seconds?|reps?)( per side)?$/);
    expect(first?.instructions.length).toBeGreaterThan(0);
    expect(reply.workout.blocks.at(-1)).toMatchObject({ section: 'cooldown', rest_sec: 0 });
    expect(reply.usage).toMatchObject({ allowed: true, remaining: 1, plan: 'free' });

    expect(await generationsOf(deviceId)).toEqual([{ is_pro: false, environment: 'airport', stress: '2', minutes: 10 }]);
    expect((await app.call('/api/usage/check', { deviceId })).body.remaining).toBe(1);
  });

  it('answers the texts in Spanish for ?lang=es or an Accept-Language of Spanish', async () => {
    const byQuery = await generate(newDeviceId(), { ...quickModeBody('office'), seed: 7 }, '?lang=es');
    const byHeader = await app.call('/api/workout/generate', {
      method: 'POST',
      deviceId: newDeviceId(),
      body: { ...quickModeBody('office'), seed: 7 },
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(byQuery.body.workout).toMatchObject({ locale: 'es' });
    expect(byQuery.body.workout.title).toMatch(/oficina/i);
    expect(byHeader.body.workout.title).toBe(byQuery.body.workout.title);
    expect(byQuery.body.workout.blocks[0].reps_or_time).toMatch(/seconds|reps/);
  });

  it('refuses the third workout of the week with the limit error, records nothing and spends nothing', async () => {
    const deviceId = newDeviceId();
    expect((await generate(deviceId)).status).toBe(200);
    expect((await generate(deviceId)).body.usage).toMatchObject({ allowed: false, remaining: 0 });

    const third = await generate(deviceId);
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({
      error: 'Weekly free workout limit reached',
      code: 'usage.limit-reached',
      details: { allowed: false, remaining: 0, plan: 'free' },
    });
    expect(await generationsOf(deviceId)).toHaveLength(2);
  });

  it('lets a trial subscriber generate without limit (recorded as pro, nothing spent)', async () => {
    const registered = await app.call('/api/auth/register', { method: 'POST', body: registration() });
    const { token } = registered.body as { token: string };
    await startLocalTrial(app, token);
    for (let i = 0; i < 3; i += 1) {
      const answer = await app.call('/api/workout/generate', { method: 'POST', token, body: quickModeBody('office', 5) });
      expect(answer.status).toBe(200);
      expect(answer.body.usage).toMatchObject({ remaining: -1, plan: 'pro' });
    }
    const rows = await db.knex('workout_generations').where({ user_id: registered.body.user.id }).select('is_pro');
    expect(rows).toEqual([{ is_pro: true }, { is_pro: true }, { is_pro: true }]);
  });

  it.each([
    ['environment', { environment: 'moon' }],
    ['minutes', { minutes: 3 }],
    ['level', { level: 'expert' }],
    ['goal', { goal: 'yoga' }],
  ])('refuses a bad %s with 400 naming it, spending nothing', async (field, change) => {
    const deviceId = newDeviceId();
    const answer = await generate(deviceId, { ...quickModeBody(), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect((await app.call('/api/usage/check', { deviceId })).body.remaining).toBe(2);
  });
});
