import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORKOUT_PLACES } from '../../../../contracts/workouts';
import { EXERCISES } from '../data/exercises';
import { DIFFICULTY_BANDS, LEVELS, type Level } from './exercise';
import { findPlanViolations } from './plan-violations';
import { planWorkout } from './plan-workout';
import { GOALS, type PlannerInput } from './planner-input';
import { applySession, INTENSITY, isoWeekOf, NEW_PROGRESS, planStepFor, type SessionFacts, type TrainingProgress } from './progression';

/**
 * Progression's rules over random histories (fast-check), each checked on its
 * own terms from the workouts themselves, not through progression's helpers:
 * one step a week at most, easy workouts never lower the intensity and hard
 * ones never raise it, the ladder stays within the level, the loads roll over
 * on Monday 00:00 UTC, and the same progress with the same seed plans the
 * same workout.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-12T00:00:00Z');
const SOME_EXERCISES = EXERCISES.slice(0, 8).map((exercise) => exercise.id);

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/**
 * How a workout went: anything the contracts accept, with easy workouts (done
 * in full, rated 6 or less or not rated) most often, so that histories climb
 * and meet the week's limit.
 */
const outcomeArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.record({ completionRate: optional(fc.constant(100)), rpe: optional(fc.integer({ min: 1, max: 6 })) }) },
  { weight: 1, arbitrary: fc.record({ completionRate: fc.constant(100), rpe: fc.integer({ min: 7, max: 8 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ completionRate: optional(fc.integer({ min: 0, max: 100 })), rpe: optional(fc.integer({ min: 1, max: 10 })) }),
  },
);

const factsArbitrary = fc
  .record({
    durationMin: fc.integer({ min: 1, max: 180 }),
    outcome: outcomeArbitrary,
    recoveryScore: optional(fc.integer({ min: 0, max: 100 })),
    sleepHours: optional(fc.integer({ min: 0, max: 48 }).map((half) => half / 2)),
    exerciseIds: fc.subarray(SOME_EXERCISES),
  })
  .map(({ outcome, ...facts }) => ({ ...facts, ...outcome }));

/** Time to the next workout: mostly a day or two, sometimes the same day, sometimes weeks. */
const gapArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 12 * 60 * 60 * 1000, max: 2 * DAY_MS }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 12 * 60 * 60 * 1000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 20 * DAY_MS }) },
);

/** A traveller's workouts in the order they finish. */
const historyArbitrary: fc.Arbitrary<SessionFacts[]> = fc
  .array(fc.tuple(gapArbitrary, factsArbitrary), { minLength: 1, maxLength: 40 })
  .map((steps) => {
    let at = START;
    return steps.map(([gap, facts]) => {
      at += gap;
      return { userId: 'ana', completedAt: new Date(at), ...facts };
    });
  });

/** The progress after each workout of the history, the starting one first. */
const trail = (history: readonly SessionFacts[]): TrainingProgress[] => {
  const states = [NEW_PROGRESS];
  for (const facts of history) states.push(applySession(states[states.length - 1]!, facts));
  return states;
};

const RUNS = { numRuns: 500 };
const round2 = (value: number) => Math.round(value * 100) / 100;
const weekOf = (instant: Date): string => {
  const midnight = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  return new Date(midnight - ((instant.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};

describe('progression invariants (property-based)', () => {
  it('never moves the intensity more than one step within an ISO week', () => {
    fc.assert(
      fc.property(historyArbitrary, (history) => {
        const states = trail(history);
        const seen = new Map<string, number[]>();
        history.forEach((facts, i) => {
          const week = weekOf(facts.completedAt);
          // The intensity the week started at is the one before its first workout.
          const values = seen.get(week) ?? [states[i]!.currentIntensity];
          values.push(states[i + 1]!.currentIntensity);
          seen.set(week, values);
        });
        for (const [week, values] of seen) {
          expect(Math.max(...values) - Math.min(...values), `week of ${week}: ${values.join(' → ')}`).toBeLessThanOrEqual(1);
        }
      }),
      RUNS,
    );
  });

  it('never lowers the intensity after a workout done in full and rated 6 or less', () => {
    fc.assert(
      fc.property(historyArbitrary, fc.integer({ min: 1, max: 6 }), (history, rpe) => {
        const states = trail(history);
        const before = states[states.length - 1]!;
        const last = history[history.length - 1]!;
        const easy = { ...last, completedAt: new Date(last.completedAt.getTime() + DAY_MS), completionRate: 100, rpe };
        expect(applySession(before, easy).currentIntensity).toBeGreaterThanOrEqual(before.currentIntensity);
      }),
      RUNS,
    );
  });

  it('never raises the intensity after an unfinished workout or one rated 9 or 10', () => {
    fc.assert(
      fc.property(
        historyArbitrary,
        fc.oneof(
          fc.record({
            completionRate: fc.integer({ min: 0, max: 99 }),
            rpe: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
          }),
          fc.record({
            completionRate: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
            rpe: fc.integer({ min: 9, max: 10 }),
          }),
        ),
        (history, hard) => {
          const states = trail(history);
          const before = states[states.length - 1]!;
          const last = history[history.length - 1]!;
          const session = { ...last, completedAt: new Date(last.completedAt.getTime() + DAY_MS), ...hard };
          expect(applySession(before, session).currentIntensity).toBeLessThanOrEqual(before.currentIntensity);
        },
      ),
      RUNS,
    );
  });

  it('keeps the intensity a whole step from 0 to 3, inside its week’s window of one step', () => {
    fc.assert(
      fc.property(historyArbitrary, (history) => {
        for (const state of trail(history)) {
          expect(Number.isInteger(state.currentIntensity)).toBe(true);
          expect(state.currentIntensity).toBeGreaterThanOrEqual(INTENSITY.min);
          expect(state.currentIntensity).toBeLessThanOrEqual(INTENSITY.max);
          expect(state.weekLow).toBeLessThanOrEqual(state.currentIntensity);
          expect(state.weekHigh).toBeGreaterThanOrEqual(state.currentIntensity);
          expect(state.weekHigh - state.weekLow).toBeLessThanOrEqual(1);
        }
      }),
      RUNS,
    );
  });

  it('rolls the loads over at Monday 00:00 UTC: this week’s workouts, and the week before’s', () => {
    fc.assert(
      fc.property(historyArbitrary, (history) => {
        const progress = trail(history).at(-1)!;
        const lastWeek = weekOf(history[history.length - 1]!.completedAt);
        const weekBefore = weekOf(new Date(Date.parse(`${lastWeek}T00:00:00Z`) - DAY_MS));
        const loadIn = (week: string) =>
          history
            .filter((facts) => weekOf(facts.completedAt) === week)
            .reduce((sum, f) => sum + round2(f.durationMin * ((f.completionRate ?? 100) / 100) * (f.rpe ?? 5)), 0);
        expect(progress.week).toBe(lastWeek);
        expect(progress.weeklyLoad).toBeCloseTo(loadIn(lastWeek), 6);
        expect(progress.lastWeekLoad).toBeCloseTo(loadIn(weekBefore), 6);
        expect(progress.totalWorkouts).toBe(history.length);
      }),
      RUNS,
    );
  });

  it('counts each exercise once per workout it was part of', () => {
    fc.assert(
      fc.property(historyArbitrary, (history) => {
        const { exerciseMastery } = trail(history).at(-1)!;
        for (const id of SOME_EXERCISES) {
          const count = history.filter((facts) => facts.exerciseIds.includes(id)).length;
          expect(exerciseMastery[id]?.count ?? 0).toBe(count);
        }
      }),
      RUNS,
    );
  });

  it('agrees with the week the clock is in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY_MS }), (offset) => {
        const instant = new Date(START + offset);
        expect(isoWeekOf(instant)).toBe(weekOf(instant));
      }),
    );
  });
});

describe('the plan a traveller’s progress asks for (property-based)', () => {
  const AIMED = (level: Level, shift: number) => {
    const band = DIFFICULTY_BANDS[level];
    return Math.min(band.max, band.min + 1) + shift;
  };

  it('moves one step between neighbouring intensities, in difficulty or in volume, aiming within the level', () => {
    for (const level of LEVELS) {
      for (let intensity: number = INTENSITY.min; intensity <= INTENSITY.max; intensity += 1) {
        const step = planStepFor(intensity, level);
        const band = DIFFICULTY_BANDS[level];
        expect(AIMED(level, step.difficultyShift)).toBeGreaterThanOrEqual(band.min);
        expect(AIMED(level, step.difficultyShift)).toBeLessThanOrEqual(band.max);
        if (intensity === INTENSITY.min) continue;
        const below = planStepFor(intensity - 1, level);
        const moved = step.difficultyShift - below.difficultyShift + (step.volumeShift - below.volumeShift);
        expect(moved, `${level} ${intensity - 1} → ${intensity}`).toBe(1);
        expect(step.difficultyShift).toBeGreaterThanOrEqual(below.difficultyShift);
        expect(step.volumeShift).toBeGreaterThanOrEqual(below.volumeShift);
      }
    }
  });

  const inputArbitrary: fc.Arbitrary<PlannerInput> = fc
    .record({
      minutes: fc.integer({ min: 5, max: 60 }),
      level: fc.constantFrom(...LEVELS),
      equipment: fc.subarray(['band', 'dumbbell'] as const),
      place: fc.constantFrom(...WORKOUT_PLACES),
      energy: fc.constantFrom('low', 'normal', 'high'),
      stress: fc.constantFrom('low', 'moderate', 'high'),
      sleepHours: fc.integer({ min: 0, max: 48 }).map((half) => half / 2),
      soreness: fc.constantFrom('none', 'mild', 'moderate', 'severe'),
      goal: fc.constantFrom(...GOALS),
      seed: fc.oneof(fc.string({ maxLength: 40 }), fc.integer()),
      intensity: fc.integer({ min: INTENSITY.min, max: INTENSITY.max }),
    })
    .map(({ intensity, ...input }) => ({ ...input, ...planStepFor(intensity, input.level) }));

  const planOf = (input: PlannerInput) => {
    const result = planWorkout(input, EXERCISES);
    if (!result.ok) throw new Error(`no plan for ${JSON.stringify(input)}`);
    return result.value;
  };

  it('plans the same workout for the same progress and seed, keeping every guarantee of the planner', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const plan = planOf(input);
        expect(planOf({ ...input })).toEqual(plan);
        expect(findPlanViolations(plan, input, EXERCISES)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
