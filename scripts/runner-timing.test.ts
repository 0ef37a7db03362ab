import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORKOUT_GOALS, WORKOUT_PLACES } from '../contracts/workouts';
import { catalogueById, toWorkout } from '../src/modules/workouts/application/generated-workout.mapper';
import { toPlannerInput, type PlanRequest } from '../src/modules/workouts/application/plan-request';
import { EXERCISES } from '../src/modules/workouts/data/exercises';
import { LEVELS } from '../src/modules/workouts/domain/exercise';
import { planWorkout } from '../src/modules/workouts/domain/plan-workout';
import { timeRunnerWorkout } from '../web/src/features/runner/runner-timeline';

/**
 * Time the traveller can trust (ADR 0030): a workout of the engine, as the
 * API hands it to the free runner, is timed by the runner's own machine on a
 * simulated clock — rests, both sides of per-side work and all — and that
 * time is what the workout promises: exactly its planned seconds, and within
 * 10 % of the `total_minutes` shown. Lives here because it joins the server's
 * engine and the web's runner, which the module boundaries keep apart.
 */
const catalogue = catalogueById(EXERCISES);

const requestArbitrary: fc.Arbitrary<PlanRequest> = fc.record({
  minutes: fc.integer({ min: 5, max: 60 }),
  level: fc.constantFrom(...LEVELS),
  equipment: fc.subarray(['band', 'dumbbell'] as const),
  place: fc.constantFrom(...WORKOUT_PLACES),
  energy: fc.constantFrom('low', 'normal', 'high' as const),
  sleepHours: fc.integer({ min: 3, max: 9 }),
  soreness: fc.integer({ min: 0, max: 10 }),
  goal: fc.constantFrom(...WORKOUT_GOALS),
  seed: fc.integer(),
});

describe('the free runner times what a generated workout promises', () => {
  it('runs every generated workout in its planned time, within 10 % of the minutes shown', () => {
    fc.assert(
      fc.property(requestArbitrary, fc.constantFrom('en', 'es' as const), (request, locale) => {
        const plan = planWorkout(toPlannerInput(request), EXERCISES);
        if (!plan.ok) throw new Error(plan.code);
        const workout = toWorkout(plan.value, catalogue, locale);
        const timed = timeRunnerWorkout(workout);
        expect(timed).toBe(plan.value.totalPlannedSeconds * 1000);
        expect(Math.abs(timed - workout.total_minutes * 60_000)).toBeLessThanOrEqual(workout.total_minutes * 60_000 * 0.1);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
