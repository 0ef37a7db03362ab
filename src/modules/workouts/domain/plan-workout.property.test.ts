import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../data/exercises';
import { WORKOUT_PLACES as PLACES } from '../../../../contracts/workouts';
import { LEVELS, levelRank, type Exercise } from './exercise';
import { planWorkout } from './plan-workout';
import { findPlanViolations } from './plan-violations';
import { GOALS, type PlannerInput } from './planner-input';
import { WorkoutPlanSchema, planExercises, type WorkoutPlan } from './workout-plan';

/**
 * The planner's invariants over random inputs (fast-check). Each property
 * checks the plan against the catalogue on its own terms, not through the
 * planner's helpers.
 */

const byId = new Map(EXERCISES.map((exercise) => [exercise.id, exercise]));
const exerciseOf = (id: string): Exercise => {
  const exercise = byId.get(id);
  if (!exercise) throw new Error(`unknown exercise ${id}`);
  return exercise;
};

const inputArbitrary: fc.Arbitrary<PlannerInput> = fc.record({
  minutes: fc.integer({ min: 5, max: 60 }),
  level: fc.constantFrom(...LEVELS),
  equipment: fc.subarray(['none', 'band', 'dumbbell'] as const),
  place: fc.constantFrom(...PLACES),
  energy: fc.constantFrom('low', 'normal', 'high'),
  stress: fc.constantFrom('low', 'moderate', 'high'),
  sleepHours: fc.integer({ min: 0, max: 24 * 2 }).map((halfHours) => halfHours / 2),
  soreness: fc.constantFrom('none', 'mild', 'moderate', 'severe'),
  goal: fc.constantFrom(...GOALS),
  seed: fc.oneof(fc.string({ maxLength: 40 }), fc.integer()),
});

/** The same situation with nothing weighing on the traveller. */
const rested = (input: PlannerInput): PlannerInput => ({
  ...input,
  energy: 'normal',
  stress: 'low',
  sleepHours: 8,
  soreness: 'none',
});

type Strain = Pick<PlannerInput, 'energy' | 'stress' | 'sleepHours' | 'soreness'>;
const strainArbitrary: fc.Arbitrary<Strain> = fc.oneof(
  fc.constant<Strain>({ energy: 'low', stress: 'low', sleepHours: 8, soreness: 'none' }),
  fc.integer({ min: 0, max: 11 }).map((half): Strain => ({ energy: 'normal', stress: 'low', sleepHours: half / 2, soreness: 'none' })),
  fc.constant<Strain>({ energy: 'normal', stress: 'high', sleepHours: 8, soreness: 'none' }),
  fc
    .constantFrom('mild', 'moderate', 'severe' as const)
    .map((soreness): Strain => ({ energy: 'normal', stress: 'low', sleepHours: 8, soreness })),
);

const planFor = (input: PlannerInput): WorkoutPlan => {
  const result = planWorkout(input, EXERCISES);
  if (!result.ok) throw new Error(`no plan for ${JSON.stringify(input)}: ${result.code}`);
  return result.value;
};

const RUNS = { numRuns: 400 };

describe('planWorkout invariants (property-based)', () => {
  it('always answers a well-formed plan: warm-up first, main blocks, cool-down last', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const plan = planFor(input);
        expect(WorkoutPlanSchema.safeParse(plan).success).toBe(true);
        expect(plan.blocks[0]?.kind).toBe('warmup');
        expect(plan.blocks[plan.blocks.length - 1]?.kind).toBe('cooldown');
        expect(plan.blocks.filter((block) => block.kind === 'main').length).toBeGreaterThanOrEqual(1);
        expect(findPlanViolations(plan, input, EXERCISES)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('plans a total within 10% of the minutes asked, equal to the sum of its moves', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const plan = planFor(input);
        const sum = planExercises(plan).reduce(
          (total, item) =>
            total + item.sets * item.workSecondsPerSet + (item.sets - 1) * item.restBetweenSetsSeconds + item.restAfterSeconds,
          0,
        );
        expect(plan.totalPlannedSeconds).toBe(sum);
        expect(Math.abs(sum - input.minutes * 60)).toBeLessThanOrEqual(input.minutes * 60 * 0.1);
      }),
      RUNS,
    );
  });

  it('uses only equipment the traveller has (bodyweight always allowed)', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        for (const item of planExercises(planFor(input))) {
          const equipment = exerciseOf(item.exerciseId).equipment;
          expect(equipment === 'none' || input.equipment.includes(equipment)).toBe(true);
          expect(item.equipment).toBe(equipment);
        }
      }),
      RUNS,
    );
  });

  it('uses only moves that suit the place: no floor at the airport or office, no noise in a hotel room, seated only in transit', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        for (const item of planExercises(planFor(input))) {
          const exercise = exerciseOf(item.exerciseId);
          expect(exercise.places).toContain(input.place);
          if (input.place === 'airport' || input.place === 'office') {
            expect(exercise.needsFloor).toBe(false);
            expect(exercise.noisy).toBe(false);
          }
          if (input.place === 'hotel_room') expect(exercise.noisy).toBe(false);
          if (input.place === 'in_transit') {
            expect(exercise.posture).toBe('seated');
            expect(exercise.needsFloor || exercise.noisy || exercise.sweaty).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  it('never uses a move above the level asked', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const plan = planFor(input);
        expect(levelRank(plan.effectiveLevel)).toBeLessThanOrEqual(levelRank(input.level));
        for (const item of planExercises(plan)) {
          expect(levelRank(exerciseOf(item.exerciseId).level)).toBeLessThanOrEqual(levelRank(plan.effectiveLevel));
        }
      }),
      RUNS,
    );
  });

  it('scales volume and intensity down for low energy, short sleep, high stress or soreness', () => {
    fc.assert(
      fc.property(inputArbitrary, strainArbitrary, (input, strain) => {
        const base = planFor(rested(input));
        const strained = planFor({ ...rested(input), ...strain });
        expect(strained.scaling.volumeFactor).toBeLessThan(base.scaling.volumeFactor);
        expect(strained.scaling.reasons.length).toBeGreaterThan(0);
        // Intensity: one level easier (never below beginner), and no jumps.
        expect(levelRank(strained.effectiveLevel)).toBe(Math.max(0, levelRank(input.level) - 1));
        for (const item of planExercises(strained)) expect(exerciseOf(item.exerciseId).noisy).toBe(false);
        // Volume: main moves never get more sets, reps or seconds than the catalogue prescribes, and rest longer.
        for (const item of strained.blocks.filter((block) => block.kind === 'main').flatMap((block) => block.exercises)) {
          const prescription = exerciseOf(item.exerciseId).prescription;
          expect(item.sets).toBeLessThanOrEqual(prescription.sets);
          expect(item.value).toBeLessThanOrEqual(prescription.value);
          if (item.sets > 1) expect(item.restBetweenSetsSeconds).toBeGreaterThan(10);
        }
      }),
      RUNS,
    );
  });

  it('gives the same plan for the same input and seed', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expect(planFor(structuredClone(input))).toEqual(planFor(input));
      }),
      RUNS,
    );
  });

  it('varies the plan with the seed', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const sequences = new Set(
          Array.from({ length: 6 }, (_, seed) =>
            planExercises(planFor({ ...input, seed }))
              .map((item) => item.exerciseId)
              .join(','),
          ),
        );
        expect(sequences.size).toBeGreaterThan(1);
      }),
      { numRuns: 200 },
    );
  });

  it('sets the longevity flag exactly when the plan holds mobility and balance work', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const plan = planFor(input);
        const categories = new Set(planExercises(plan).map((item) => exerciseOf(item.exerciseId).category));
        expect(plan.longevity).toBe(categories.has('mobility') && categories.has('balance'));
      }),
      RUNS,
    );
  });
});
