import { describe, expect, it } from 'vitest';
import { FreeGenerateBodySchema } from '../../../../contracts/workouts';
import { fail, ok } from '../../../shared/kernel';
import { LocalWorkoutPlanner } from '../adapters/local-workout-planner';
import { EXERCISES } from '../data/exercises';
import { GenerateFreeWorkoutUseCase } from './generate-free-workout.use-case';
import { catalogueById } from './generated-workout.mapper';
import type { FreeWorkoutPass } from './ports/free-workout-pass.port';
import type { WorkoutPlanner } from './ports/workout-planner.port';

function fakePass(free = true) {
  const taken: string[] = [];
  const pass: FreeWorkoutPass = {
    take: async (deviceId) => {
      if (!free) return fail('usage.free-already-used');
      taken.push(deviceId);
      free = false;
      return ok({ via: 'free' });
    },
    availability: async () => ({ used: !free, bonusAvailable: false, available: free }),
  };
  return { pass, taken };
}

const body = FreeGenerateBodySchema.parse({ minutes: 30, fitnessGoal: 'mobility', context: 'office', feeling: 'low', sleepHours: 4 });
const planner = new LocalWorkoutPlanner(EXERCISES);
const catalogue = catalogueById(EXERCISES);

describe('the visitor’s free workout', () => {
  it('plans a beginner workout for the wizard’s answers and takes the device’s free workout', async () => {
    const { pass, taken } = fakePass();
    const result = await new GenerateFreeWorkoutUseCase(pass, planner, catalogue).execute({
      deviceId: 'fc_device123',
      browserUsed: false,
      body,
      locale: 'es',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.via).toBe('free');
    expect(result.value.workout).toMatchObject({ place: 'office', total_minutes: 30, level: 'beginner', locale: 'es' });
    expect(taken).toEqual(['fc_device123']);
  });

  it('claims nothing when the planner fails', async () => {
    const { pass, taken } = fakePass();
    const failing: WorkoutPlanner = { plan: async () => fail('workouts.no-suitable-exercises') };
    const result = await new GenerateFreeWorkoutUseCase(pass, failing, catalogue).execute({
      deviceId: 'fc_device123',
      browserUsed: false,
      body,
      locale: 'en',
    });
    expect(result).toEqual({ ok: false, code: 'workouts.no-suitable-exercises' });
    expect(taken).toEqual([]);
  });

  it('needs a device id', async () => {
    const result = await new GenerateFreeWorkoutUseCase(fakePass().pass, planner, catalogue).execute({
      deviceId: undefined,
      browserUsed: false,
      body,
      locale: 'en',
    });
    expect(result).toEqual({ ok: false, code: 'usage.device-required' });
  });

  it('passes the already-used refusal through', async () => {
    const result = await new GenerateFreeWorkoutUseCase(fakePass(false).pass, planner, catalogue).execute({
      deviceId: 'fc_device123',
      browserUsed: true,
      body,
      locale: 'en',
    });
    expect(result).toEqual({ ok: false, code: 'usage.free-already-used' });
  });
});
