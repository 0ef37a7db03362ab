import { GENERATOR_TIMING } from '../../../../../contracts/workouts';
import type { Level } from '../../domain/exercise';

/** The share of the minutes asked the promise may miss by (the "within 10 %"). */
export const PROMISE_TOLERANCE = 0.1;

/**
 * Seconds the generator's runner times for `count` exercises (spec 2 §4,
 * GENERATOR_TIMING): every exercise is 3 timed sets of 45 s with 10 s of rest
 * between them, and the rest by level (30/45/60 s) comes between exercises,
 * not after the last.
 */
export function runnerSeconds(count: number, level: Level): number {
  if (count <= 0) return 0;
  const { setsPerExercise, exerciseSeconds, setRestSeconds, exerciseRestSeconds } = GENERATOR_TIMING;
  const perExercise = setsPerExercise * exerciseSeconds + (setsPerExercise - 1) * setRestSeconds;
  return count * perExercise + (count - 1) * exerciseRestSeconds[level];
}

/** Warm-up, one main move and cool-down: the fewest a generated workout has. */
export const MIN_EXERCISES = 3;

/** How many exercises make the runner's time closest to the minutes asked (at least a warm-up, a main move and a cool-down). */
export function exerciseCountFor(minutes: number, level: Level): number {
  const target = minutes * 60;
  let best = MIN_EXERCISES;
  for (let count = MIN_EXERCISES + 1; runnerSeconds(count - 1, level) < target; count += 1) {
    if (Math.abs(runnerSeconds(count, level) - target) < Math.abs(runnerSeconds(best, level) - target)) best = count;
  }
  return best;
}

/**
 * The minutes the plan promises: those asked when the runner's time is within
 * 10 % of them, else the runner's own time in whole minutes (a beginner's
 * 10 minutes are 3 exercises, 8 min 45 s, so the plan says 9). Either way the
 * screen promises what the runner times, within 10 %.
 */
export function promisedMinutes(minutesAsked: number, seconds: number): number {
  const target = minutesAsked * 60;
  if (Math.abs(seconds - target) <= PROMISE_TOLERANCE * target) return minutesAsked;
  return Math.max(1, Math.round(seconds / 60));
}
