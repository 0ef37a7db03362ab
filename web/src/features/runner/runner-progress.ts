import { exerciseSeconds } from './reps-or-time';

/**
 * The free runner's arithmetic (spec 2 §4 "Free runner", spec 1 §9), pure:
 * which phase follows which, how long each lasts, and where the runner is
 * after time has passed. `runner.machine.ts` holds the states and timers.
 *
 * @see features/workouts/runner.feature
 */

/** Spec 1 §9: "default sets 3". */
export const DEFAULT_SETS = 3;
/** Spec 1 §9: "rest between sets 15 s". */
export const REST_BETWEEN_SETS_MS = 15_000;

/** One exercise of the stored free workout, as the runner receives it (spec 2 §3 "Quick and free workouts"). */
export interface RunnerBlockInput {
  readonly name: string;
  /** Missing, zero or not a whole number: the default 3. */
  readonly sets?: number | null;
  /** "30 seconds", "45s", "12 reps"…; see `reps-or-time.ts`. */
  readonly reps_or_time?: string | null;
}

/** The stored free workout (extra fields — title, tips, media — are the page's business). */
export interface RunnerWorkoutInput {
  readonly blocks: readonly RunnerBlockInput[];
}

/** An exercise as the runner times it. */
export interface RunnerExercise {
  readonly name: string;
  readonly sets: number;
  /** How long one set lasts. */
  readonly workMs: number;
}

/** `work`: a set is being done; `rest`: the 15-second rest before the next set. */
export type RunnerPhase = 'work' | 'rest';

/**
 * Where the runner is. During a rest `set` is already the coming set (spec 2
 * §4: "rest 15 s and increment set"), so the screen shows "set 2 of 3".
 */
export interface RunnerPosition {
  /** 0-based index into the exercises. */
  readonly index: number;
  /** 1-based. */
  readonly set: number;
  readonly phase: RunnerPhase;
}

export const FIRST_POSITION: RunnerPosition = { index: 0, set: 1, phase: 'work' };

const setsOrDefault = (sets: number | null | undefined): number =>
  sets != null && Number.isInteger(sets) && sets >= 1 ? sets : DEFAULT_SETS;

export const toRunnerExercises = (workout: RunnerWorkoutInput | null | undefined): RunnerExercise[] =>
  (workout?.blocks ?? []).map((block) => ({
    name: block.name,
    sets: setsOrDefault(block.sets),
    workMs: exerciseSeconds(block.reps_or_time) * 1000,
  }));

/** How long the phase at `position` lasts from its start. */
export const phaseMs = (exercises: readonly RunnerExercise[], position: RunnerPosition): number =>
  position.phase === 'rest' ? REST_BETWEEN_SETS_MS : exercises[position.index]!.workMs;

/**
 * What follows when the phase at `position` reaches zero (spec 2 §4): after a
 * rest, the set it led to; after a set with sets left, a rest; after the last
 * set, the next exercise at set 1 with no rest; after the last set of the
 * last exercise, nothing (`null`): the workout is over.
 */
export function nextPosition(exercises: readonly RunnerExercise[], position: RunnerPosition): RunnerPosition | null {
  const { index, set, phase } = position;
  if (phase === 'rest') return { index, set, phase: 'work' };
  if (set < exercises[index]!.sets) return { index, set: set + 1, phase: 'rest' };
  if (index < exercises.length - 1) return { index: index + 1, set: 1, phase: 'work' };
  return null;
}

/** The first set of the exercise after `position`'s, or null on the last exercise. */
export const nextExercisePosition = (exercises: readonly RunnerExercise[], position: RunnerPosition): RunnerPosition | null =>
  position.index < exercises.length - 1 ? { index: position.index + 1, set: 1, phase: 'work' } : null;

export interface Progress {
  position: RunnerPosition;
  /** When the phase at `position` reaches zero. */
  deadline: number;
  /** The last set of the last exercise has reached zero. */
  ended: boolean;
}

/**
 * Where a running runner is at `now`, given that the phase at `position`
 * reaches zero at `deadline`: every phase that has reached zero by `now` is
 * followed by the next one, which starts at the previous deadline — not when
 * the timer happened to fire — so late timers (a throttled background tab, a
 * laptop waking from sleep) never make the runner drift. When the workout is
 * over it stays on its last set, at zero.
 */
export function catchUp(exercises: readonly RunnerExercise[], position: RunnerPosition, deadline: number, now: number): Progress {
  let current = position;
  let end = deadline;
  while (now >= end) {
    const next = nextPosition(exercises, current);
    if (!next) return { position: current, deadline: end, ended: true };
    current = next;
    end += phaseMs(exercises, next);
  }
  return { position: current, deadline: end, ended: false };
}
