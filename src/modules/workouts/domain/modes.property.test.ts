import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORKOUT_PLACES as PLACES } from '../../../../contracts/workouts';
import { EXERCISES } from '../data/exercises';
import { DIFFICULTY_BANDS, LEVELS, levelRank, type Exercise } from './exercise';
import { planWorkout } from './plan-workout';
import { findPlanViolations } from './plan-violations';
import { GOALS, type PlannerInput } from './planner-input';
import { planExercises, type WorkoutPlan } from './workout-plan';

/**
 * Quiet and no-sweat modes over random inputs (fast-check), checked against
 * the catalogue's own flags, not through the planner's helpers (ADR 0043).
 */

const byId = new Map(EXERCISES.map((exercise) => [exercise.id, exercise]));
const exerciseOf = (id: string): Exercise => {
  const exercise = byId.get(id);
  if (!exercise) throw new Error(`unknown exercise ${id}`);
  return exercise;
};

const inputArbitrary: fc.Arbitrary<PlannerInput> = fc.record(
  {
    minutes: fc.integer({ min: 5, max: 60 }),
    level: fc.constantFrom(...LEVELS),
    equipment: fc.subarray(['none', 'band', 'dumbbell'] as const),
    place: fc.constantFrom(...PLACES),
    energy: fc.constantFrom('low', 'normal', 'high'),
    stress: fc.constantFrom('low', 'moderate', 'high'),
    sleepHours: fc.integer({ min: 0, max: 24 * 2 }).map((halfHours) => halfHours / 2),
    soreness: fc.constantFrom('none', 'mild', 'moderate', 'severe'),
    goal: fc.constantFrom(...GOALS),
    difficultyShift: fc.integer({ min: -2, max: 2 }),
    volumeShift: fc.integer({ min: -2, max: 2 }),
    quiet: fc.boolean(),
    noSweat: fc.boolean(),
    seed: fc.oneof(fc.string({ maxLength: 40 }), fc.integer()),
  },
  { requiredKeys: ['minutes', 'level', 'equipment', 'place', 'energy', 'stress', 'sleepHours', 'soreness', 'goal', 'seed'] },
);

const quietArbitrary = inputArbitrary.map((input) => ({ ...input, quiet: true }));
const noSweatArbitrary = inputArbitrary.map((input) => ({ ...input, noSweat: true }));

const planFor = (input: PlannerInput): WorkoutPlan => {
  const result = planWorkout(input, EXERCISES);
  if (!result.ok) throw new Error(`no plan for ${JSON.stringify(input)}: ${result.code}`);
  return result.value;
};

const mainOf = (plan: WorkoutPlan) => plan.blocks.filter((block) => block.kind === 'main').flatMap((block) => block.exercises);

/** The hardest difficulty a no-sweat workout may use: the top of the band one level easier than asked. */
const noSweatCap = (input: PlannerInput): number => DIFFICULTY_BANDS[LEVELS[Math.max(0, levelRank(input.level) - 1)]!].max;

const RUNS = { numRuns: 400 };

describe('quiet and no-sweat modes (property-based)', () => {
  it('always answers a plan within the minutes, whatever the place, level, modes and day, and the plan keeps every rule', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const plan = planFor(input);
        expect(Math.abs(plan.totalPlannedSeconds - input.minutes * 60)).toBeLessThanOrEqual(input.minutes * 60 * 0.1);
        expect(findPlanViolations(plan, input, EXERCISES)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('quiet: never a noisy move (no jumps, no landings), at home and at the gym too', () => {
    fc.assert(
      fc.property(quietArbitrary, (input) => {
        for (const item of planExercises(planFor(input))) expect(exerciseOf(item.exerciseId).noisy, item.exerciseId).toBe(false);
      }),
      RUNS,
    );
  });

  it('no sweat: never a sweaty move, nothing harder than one level easier than asked', () => {
    fc.assert(
      fc.property(noSweatArbitrary, (input) => {
        const plan = planFor(input);
        expect(levelRank(plan.effectiveLevel)).toBeLessThanOrEqual(Math.max(0, levelRank(input.level) - 1));
        for (const item of planExercises(plan)) {
          const exercise = exerciseOf(item.exerciseId);
          expect(exercise.sweaty, item.exerciseId).toBe(false);
          expect(exercise.difficulty, item.exerciseId).toBeLessThanOrEqual(noSweatCap(input));
        }
      }),
      RUNS,
    );
  });

  it('no sweat: rests at least as long as without it, and no density intervals (rests of 10 s between sets)', () => {
    fc.assert(
      fc.property(noSweatArbitrary, (input) => {
        const without = mainOf(planFor({ ...input, noSweat: false }));
        const longestWithout = Math.max(0, ...without.filter((item) => item.sets > 1).map((item) => item.restBetweenSetsSeconds));
        for (const item of mainOf(planFor(input))) {
          if (item.sets < 2) continue;
          expect(item.restBetweenSetsSeconds).toBeGreaterThanOrEqual(longestWithout);
          if (input.goal === 'endurance') expect(item.restBetweenSetsSeconds).toBeGreaterThan(10);
        }
      }),
      RUNS,
    );
  });

  it('both: neither noisy nor sweaty, and still within 10 % of the minutes', () => {
    fc.assert(
      fc.property(
        inputArbitrary.map((input) => ({ ...input, quiet: true, noSweat: true })),
        (input) => {
          const plan = planFor(input);
          for (const item of planExercises(plan)) {
            const exercise = exerciseOf(item.exerciseId);
            expect(exercise.noisy || exercise.sweaty, item.exerciseId).toBe(false);
          }
          expect(Math.abs(plan.totalPlannedSeconds - input.minutes * 60)).toBeLessThanOrEqual(input.minutes * 60 * 0.1);
        },
      ),
      RUNS,
    );
  });
});
