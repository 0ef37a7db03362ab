import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../data/exercises';
import { WORKOUT_PLACES as PLACES } from '../../../../contracts/workouts';
import { DIFFICULTY_BANDS, LEVELS, levelRank, type Exercise, type Level, type MovementPattern } from './exercise';
import { suitsPlace } from './place-rules';
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

const mainOf = (plan: WorkoutPlan) => plan.blocks.filter((block) => block.kind === 'main').flatMap((block) => block.exercises);

/** ADR 0030: the level's share of the catalogue's reps and holds, and its most sets (advanced strength adds one). */
const AMOUNT: Readonly<Record<Level, number>> = { beginner: 0.8, intermediate: 1, advanced: 1.2 };
const MOST_SETS: Readonly<Record<Level, number>> = { beginner: 2, intermediate: 3, advanced: 3 };
const MOST_STRENGTH_SETS: Readonly<Record<Level, number>> = { beginner: 3, intermediate: 3, advanced: 4 };

const FOUNDATION: readonly (readonly MovementPattern[])[] = [['push'], ['squat', 'lunge'], ['hinge'], ['core']];

/** Whether the catalogue has a main move of `patterns` for this input (equipment, place, difficulty, no jumps when scaled down). */
const placeHas = (input: PlannerInput, level: Level, patterns: readonly MovementPattern[]): boolean =>
  EXERCISES.some(
    (e) =>
      patterns.includes(e.pattern) &&
      ['strength', 'core', 'balance'].includes(e.category) &&
      (e.equipment === 'none' || input.equipment.includes(e.equipment)) &&
      suitsPlace(e, input.place) &&
      e.difficulty <= DIFFICULTY_BANDS[level].max &&
      !(level !== input.level && e.noisy),
  );

/** Strength or general fitness, 20 minutes or more, bodyweight, where there is floor space. */
const foundationArbitrary: fc.Arbitrary<PlannerInput> = inputArbitrary.chain((input) =>
  fc
    .record({
      minutes: fc.integer({ min: 20, max: 60 }),
      goal: fc.constantFrom('strength', 'general_fitness' as const),
      place: fc.constantFrom('hotel_room', 'home', 'gym' as const),
    })
    .map((override) => ({ ...input, ...override, equipment: [] })),
);

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

  it('never uses a move harder than the difficulty band of the level, lowered when the plan is scaled down', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const plan = planFor(input);
        expect(levelRank(plan.effectiveLevel)).toBeLessThanOrEqual(levelRank(input.level));
        for (const item of planExercises(plan)) {
          expect(exerciseOf(item.exerciseId).difficulty).toBeLessThanOrEqual(DIFFICULTY_BANDS[plan.effectiveLevel].max);
        }
      }),
      RUNS,
    );
  });

  it('trains at the level: where the place has moves in the band, a rested traveller’s opening moves are in it', () => {
    fc.assert(
      fc.property(foundationArbitrary, (input) => {
        const plan = planFor(rested(input));
        const band = DIFFICULTY_BANDS[input.level];
        for (const item of mainOf(plan).slice(0, FOUNDATION.length)) {
          const exercise = exerciseOf(item.exerciseId);
          expect(exercise.difficulty, exercise.id).toBeGreaterThanOrEqual(band.min);
          expect(exercise.difficulty, exercise.id).toBeLessThanOrEqual(band.max);
        }
      }),
      RUNS,
    );
  });

  it('covers push, squat or lunge, hinge and core in a strength or general-fitness main block of 20 minutes or more', () => {
    fc.assert(
      fc.property(
        inputArbitrary.filter((input) => ['strength', 'general_fitness'].includes(input.goal) && input.minutes >= 20),
        (input) => {
          const plan = planFor(input);
          const patterns = new Set(mainOf(plan).map((item) => exerciseOf(item.exerciseId).pattern));
          for (const wanted of FOUNDATION) {
            if (!placeHas(input, plan.effectiveLevel, wanted)) continue;
            expect(
              wanted.some((pattern) => patterns.has(pattern)),
              `${wanted.join('/')} in ${[...patterns].join(',')}`,
            ).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it('makes endurance dense: every main set timed, short rests', () => {
    fc.assert(
      fc.property(
        inputArbitrary.map((input) => ({ ...input, goal: 'endurance' as const })),
        (input) => {
          for (const item of mainOf(planFor(input))) {
            expect(item.unit).toBe('seconds');
            if (item.sets > 1) expect(item.restBetweenSetsSeconds).toBeLessThanOrEqual(15);
            expect(item.restAfterSeconds).toBeLessThanOrEqual(25);
          }
        },
      ),
      RUNS,
    );
  });

  it('makes mobility and recovery workouts mostly mobility and breathing', () => {
    fc.assert(
      fc.property(
        inputArbitrary.chain((input) => fc.constantFrom('mobility', 'recovery' as const).map((goal) => ({ ...input, goal }))),
        (input) => {
          const items = planExercises(planFor(input));
          const gentle = items.filter((item) => ['mobility', 'breathing'].includes(exerciseOf(item.exerciseId).pattern));
          expect(gentle.length / items.length).toBeGreaterThan(0.5);
          // The main block: mobility, and at most the one balance move that earns the longevity flag.
          expect(mainOf(planFor(input)).filter((item) => exerciseOf(item.exerciseId).pattern !== 'mobility').length).toBeLessThanOrEqual(1);
        },
      ),
      RUNS,
    );
  });

  it('doses by level and goal: at most 3 sets (2 for beginners), 4 for advanced strength, strength rests at least 30 s', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const main = mainOf(planFor(input));
        const most = Math.max(...main.map((item) => item.sets));
        expect(most).toBeLessThanOrEqual((input.goal === 'strength' ? MOST_STRENGTH_SETS : MOST_SETS)[input.level]);
        if (input.goal === 'strength' && input.minutes >= 10) {
          for (const item of main) if (item.sets > 1) expect(item.restBetweenSetsSeconds).toBeGreaterThanOrEqual(30);
        }
      }),
      RUNS,
    );
  });

  it('times everything in whole 5 s steps, per-side work as two equal halves and rep sets from each move’s tempo', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        for (const item of planExercises(planFor(input))) {
          const sides = item.perSide ? 2 : 1;
          expect(item.workSecondsPerSet % (5 * sides)).toBe(0);
          expect(item.restBetweenSetsSeconds % 5).toBe(0);
          expect(item.restAfterSeconds % 5).toBe(0);
          if (item.unit === 'seconds') expect(item.workSecondsPerSet).toBe(item.value * sides);
          if (item.unit === 'reps') {
            const tempo = exerciseOf(item.exerciseId).secondsPerRep;
            expect(item.workSecondsPerSet).toBe(sides * Math.max(5, Math.round((item.value * tempo) / 5) * 5));
          }
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
        // Volume: main moves never get more reps or seconds than the level's dose of the catalogue's prescription, and rest longer.
        const restedRests = mainOf(base).map((item) => item.restBetweenSetsSeconds);
        for (const item of mainOf(strained)) {
          const prescription = exerciseOf(item.exerciseId).prescription;
          if (input.goal !== 'endurance' && item.unit === 'reps') {
            expect(item.value).toBeLessThanOrEqual(Math.round(prescription.value * AMOUNT[input.level]));
          }
          if (input.goal !== 'endurance' && item.unit === 'seconds') {
            expect(item.value).toBeLessThanOrEqual(Math.round((prescription.value * AMOUNT[input.level]) / 5) * 5);
          }
          if (item.sets > 1) expect(item.restBetweenSetsSeconds).toBeGreaterThanOrEqual(Math.max(0, ...restedRests));
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
