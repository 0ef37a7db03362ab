import { LocalWorkoutPlanner } from '../../src/modules/workouts/adapters/local-workout-planner';
import { EXERCISES } from '../../src/modules/workouts/data/exercises';
import { EQUIPMENT_KINDS as EQUIPMENT, LEVELS, WORKOUT_PLACES as PLACES } from '../../contracts/workouts';
import { GOALS, type PlannerInput } from '../../src/modules/workouts/domain/planner-input';
import { seededRandom, type Random } from '../../src/modules/workouts/domain/seeded-random';

export interface PlannerResult {
  plans: number;
  warmupPlans: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  targetP99Ms: number;
}

/** Issue 4: generation must be fast, p99 under 5 ms per plan on this machine. */
export const PLANNER_TARGET_P99_MS = 5;

const pick = <T>(items: readonly T[], random: Random): T => items[random.below(items.length)] as T;

/** Varied inputs over every place, level, goal, equipment set and strain, from minutes 5 to 60. */
function inputs(count: number, random: Random): PlannerInput[] {
  return Array.from({ length: count }, (_, index) => ({
    minutes: 5 + random.below(56),
    level: pick(LEVELS, random),
    equipment: EQUIPMENT.filter(() => random.next() < 0.4),
    place: pick(PLACES, random),
    energy: pick(['low', 'normal', 'high'] as const, random),
    stress: pick(['low', 'moderate', 'high'] as const, random),
    sleepHours: 3 + random.below(13) / 2,
    soreness: pick(['none', 'mild', 'moderate', 'severe'] as const, random),
    goal: pick(GOALS, random),
    seed: `bench-${index}`,
  }));
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

/**
 * Time per plan through the `WorkoutPlanner` port's default adapter (the local
 * engine over the full catalogue), each plan timed on its own after a warm-up
 * that lets the JIT settle. Fails when p99 is at or above the target.
 */
export async function benchPlanner(plans = 20_000, warmupPlans = 2_000): Promise<PlannerResult> {
  const planner = new LocalWorkoutPlanner(EXERCISES);
  const random = seededRandom('planner-bench');
  for (const input of inputs(warmupPlans, random)) await planner.plan(input);

  const timings: number[] = [];
  for (const input of inputs(plans, random)) {
    const started = performance.now();
    const result = await planner.plan(input);
    timings.push(performance.now() - started);
    if (!result.ok) throw new Error(`no plan for ${JSON.stringify(input)}: ${result.code}`);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  const result: PlannerResult = {
    plans,
    warmupPlans,
    medianMs: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
    meanMs: round(timings.reduce((sum, ms) => sum + ms, 0) / timings.length),
    targetP99Ms: PLANNER_TARGET_P99_MS,
  };
  if (!(result.p99Ms < PLANNER_TARGET_P99_MS)) {
    throw new Error(`p99 ${result.p99Ms} ms per plan is not under the ${PLANNER_TARGET_P99_MS} ms target`);
  }
  return result;
}
