import { describe, expect, it } from 'vitest';
import {
  GENERATOR_LOCATIONS,
  GENERATOR_MINUTES,
  GeneratePlanBodySchema,
  LEVELS,
  WORKOUT_TYPES,
  type GeneratedPlan,
} from '../../../../contracts/workouts';
import { FixedClock } from '../../../shared/kernel';
import { LocalWorkoutPlanner } from '../adapters/local-workout-planner';
import { EXERCISES } from '../data/exercises';
import { GeneratePlanUseCase } from './generate-plan.use-case';
import { NEW_PROGRESS } from '../domain/progression';
import { catalogueById } from './generated-workout.mapper';
import { runnerSeconds } from './generator/runner-timeline';
import type { WorkoutGenerationEntry, WorkoutGenerationLog } from './ports/workout-generation-log.port';

function setUp(pro = true, currentIntensity?: number) {
  const recorded: WorkoutGenerationEntry[] = [];
  const generations: WorkoutGenerationLog = {
    record: async (entry) => {
      recorded.push(entry);
      return `00000000-0000-4000-8000-${String(recorded.length).padStart(12, '0')}`;
    },
    discard: async () => undefined,
  };
  const useCase = new GeneratePlanUseCase(
    { entitlementOf: async () => ({ pro, subscriptionStatus: pro ? 'trial' : 'none' }) },
    new LocalWorkoutPlanner(EXERCISES),
    { read: async () => (currentIntensity === undefined ? undefined : { ...NEW_PROGRESS, currentIntensity }) },
    generations,
    catalogueById(EXERCISES),
    new FixedClock(new Date('2026-11-21T08:00:00Z')),
  );
  const generate = async (body: Record<string, unknown>): Promise<GeneratedPlan> => {
    const result = await useCase.execute({ userId: 'u1', body: GeneratePlanBodySchema.parse(body), locale: 'en' });
    if (!result.ok) throw new Error(result.code);
    return result.value;
  };
  return { useCase, generate, recorded };
}

const count = (plan: GeneratedPlan) => plan.blocks.reduce((sum, block) => sum + block.items.length, 0);

/**
 * What generate-plan.feature shows on a few examples, over every choice of the
 * form with the engine as it is: the promise holds whatever the engine plans.
 */
describe('the Pro generator’s plans, over every choice of the form', () => {
  const cases = GENERATOR_MINUTES.flatMap((minutes) =>
    LEVELS.flatMap((intensity) =>
      GENERATOR_LOCATIONS.flatMap((location) =>
        (['low', 'high'] as const).flatMap((feeling) =>
          [undefined, ...WORKOUT_TYPES].map((workoutType) => ({ minutes, intensity, location, feeling, sleepHours: 4, workoutType })),
        ),
      ),
    ),
  );

  it.each(cases)(
    '%o: promises what the runner times (within 10 %), from warm-up to main work (and a cool-down from 5 moves)',
    async (choices) => {
      const { generate, recorded } = setUp();
      const plan = await generate({ ...choices, seed: 'every-choice' });
      const seconds = runnerSeconds(count(plan), choices.intensity);
      expect(Math.abs(plan.durationMinutes * 60 - seconds)).toBeLessThanOrEqual(0.1 * seconds);
      expect(plan.blocks[0]?.name).toBe('Warm-up');
      expect(plan.blocks.at(-1)?.name).toMatch(count(plan) >= 5 ? /^Cool-down$/ : /^Main block/);
      expect(plan.blocks.flatMap((b) => b.items).every((item) => item.sets === 3 && item.seconds === 45)).toBe(true);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]?.input).toMatchObject({ goal: choices.workoutType ?? 'general_fitness', energy: choices.feeling, sleepHours: 4 });
    },
  );

  const progressCases = GENERATOR_MINUTES.flatMap((minutes) =>
    LEVELS.flatMap((intensity) =>
      GENERATOR_LOCATIONS.flatMap((location) => [0, 2, 3].map((currentIntensity) => ({ minutes, intensity, location, currentIntensity }))),
    ),
  );

  it.each(progressCases)('%o: keeps the promise at every step of the traveller’s progress', async ({ currentIntensity, ...choices }) => {
    const { generate } = setUp(true, currentIntensity);
    const plan = await generate({ ...choices, seed: 'every-step' });
    const seconds = runnerSeconds(count(plan), choices.intensity);
    expect(Math.abs(plan.durationMinutes * 60 - seconds)).toBeLessThanOrEqual(0.1 * seconds);
    expect(plan.durationMinutes).toBe((await setUp(true).generate({ ...choices, seed: 'every-step' })).durationMinutes);
  });

  it('records nothing and plans nothing for a traveller without Pro access', async () => {
    const { useCase, recorded } = setUp(false);
    const result = await useCase.execute({ userId: 'u1', body: GeneratePlanBodySchema.parse({ minutes: 20 }), locale: 'en' });
    expect(result).toEqual({ ok: false, code: 'workouts.pro-required' });
    expect(recorded).toEqual([]);
  });

  it('plans from the traveller’s progress: a step up is a harder band for an intermediate traveller, and changes nothing else', async () => {
    const newcomer = setUp(true);
    const progressed = setUp(true, 2);
    const body = { minutes: 20, intensity: 'intermediate', seed: 'progress' };
    const before = await newcomer.generate(body);
    const after = await progressed.generate(body);
    expect(progressed.recorded[0]?.input).toMatchObject({ difficultyShift: 1 });
    expect(newcomer.recorded[0]?.input).not.toHaveProperty('difficultyShift');
    expect(after.durationMinutes).toBe(before.durationMinutes);
    expect(count(after)).toBe(count(before));
  });
});
