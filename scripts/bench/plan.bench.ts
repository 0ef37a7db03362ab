import { GENERATOR_MINUTES, LEVELS, WORKOUT_GOALS } from '../../contracts/workouts';
import type { PlanPreferences } from '../../contracts/plans';
import { addDays } from '../../src/shared/kernel';
import { buildTravelPlan, type PlannedTrip } from '../../src/modules/plans/domain/build-travel-plan';
import { TEST_CITIES } from '../../src/modules/plans/testing/cities';
import { designPlanSession } from '../../src/modules/workouts';

export interface PlanBenchResult {
  runs: number;
  trips: number;
  sessionsPerPlan: number;
  planP50Ms: number;
  planP99Ms: number;
  workoutP50Ms: number;
  workoutP99Ms: number;
  targetP99Ms: number;
}

/** Issue 14: a plan for a traveller with 10 trips, p99 at most 20 ms. */
export const PLAN_TARGET_P99_MS = 20;

const START = '2026-12-01';
const { Madrid, ...abroad } = TEST_CITIES;
const destinations = Object.values(abroad);

/** Ten back-to-back trips of one night each over the 28 days, to cities in every direction. */
const tenTrips: PlannedTrip[] = Array.from({ length: 10 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  city: destinations[index % destinations.length]!,
  outboundDate: addDays(START, 1 + index * 2),
  outboundTime: `${String(6 + index).padStart(2, '0')}:30`,
  returnDate: addDays(START, 2 + index * 2),
  returnTime: '19:00',
  hotel: index % 3 !== 0,
  gym: index % 4 === 0,
}));

const preferencesFor = (run: number): PlanPreferences => ({
  homeCity: Madrid,
  homeTimeZone: Madrid.timeZone,
  daysPerWeek: 2 + (run % 6),
  minutes: GENERATOR_MINUTES[run % GENERATOR_MINUTES.length]!,
  level: LEVELS[run % LEVELS.length]!,
  goal: WORKOUT_GOALS[run % WORKOUT_GOALS.length]!,
  equipment: run % 2 === 0 ? [] : ['band'],
  quiet: run % 5 === 0,
  noSweat: run % 7 === 0,
});

/** The p-th percentile by the nearest-rank method, to 0.01 ms (a workout takes well under a millisecond). */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN) * 100) / 100;
}

function timed(action: () => unknown): number {
  const started = performance.now();
  action();
  return performance.now() - started;
}

/**
 * Time to build a 4-week plan for a traveller with 10 trips (`buildTravelPlan`
 * with the real workouts engine, as `POST /api/plan/generate` will), varied
 * preferences and seeds, beside a baseline measured in the same run: one
 * 20-minute hotel-room workout designed for the generator's player. Fails
 * when the plan's p99 is over the target.
 */
export function benchPlan(runs = 200, warmup = 50): PlanBenchResult {
  const design = (request: Parameters<typeof designPlanSession>[0]) => designPlanSession(request, 'en');
  const plan = (run: number) =>
    buildTravelPlan({ startDate: START, preferences: preferencesFor(run), trips: tenTrips, seed: `bench-${run}` }, design);
  const workout = (run: number) =>
    design({
      place: 'hotel_room',
      minutes: 20,
      level: LEVELS[run % LEVELS.length]!,
      goal: WORKOUT_GOALS[run % WORKOUT_GOALS.length]!,
      equipment: [],
      quiet: false,
      noSweat: false,
      lighter: false,
      volumeShift: 0,
      seed: `bench-${run}`,
    });
  for (let run = 0; run < warmup; run += 1) {
    plan(run);
    workout(run);
  }
  const planMs: number[] = [];
  const workoutMs: number[] = [];
  let sessions = 0;
  for (let run = 0; run < runs; run += 1) {
    planMs.push(timed(() => (sessions += plan(run).days.reduce((sum, day) => sum + day.sessions.length, 0))));
    workoutMs.push(timed(() => workout(run)));
  }
  const result: PlanBenchResult = {
    runs,
    trips: tenTrips.length,
    sessionsPerPlan: Math.round(sessions / runs),
    planP50Ms: percentile(planMs, 0.5),
    planP99Ms: percentile(planMs, 0.99),
    workoutP50Ms: percentile(workoutMs, 0.5),
    workoutP99Ms: percentile(workoutMs, 0.99),
    targetP99Ms: PLAN_TARGET_P99_MS,
  };
  if (!(result.planP99Ms <= PLAN_TARGET_P99_MS)) {
    throw new Error(
      `p99 ${result.planP99Ms} ms per plan is over the ${PLAN_TARGET_P99_MS} ms target (p50 ${result.planP50Ms} ms; ` +
        `baseline workout p50 / p99 ${result.workoutP50Ms} / ${result.workoutP99Ms} ms in the same run)`,
    );
  }
  return result;
}
