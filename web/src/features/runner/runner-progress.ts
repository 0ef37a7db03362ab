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

/**
 * One exercise of the stored free workout, as the runner receives it (spec 2
 * §3 "Quick and free workouts"). A workout from the engine also carries its
 * own timing (ADR 0030): the seconds one set lasts (both sides), the rests
 * between sets and after the exercise, and whether it is done per side. The
 * runner times what the workout promised from those; a workout without them
 * is timed by the spec's rules (`reps_or_time`, 30 s default, 15 s rests).
 */
export interface RunnerBlockInput {
  readonly name: string;
  /** Missing, zero or not a whole number: the default 3. */
  readonly sets?: number | null;
  /** "30 seconds", "45s", "12 reps"…; see `reps-or-time.ts`. */
  readonly reps_or_time?: string | null;
  readonly work_sec?: number | null;
  readonly rest_between_sets_sec?: number | null;
  readonly rest_sec?: number | null;
  readonly perSide?: boolean | null;
}

/** The stored free workout (extra fields — title, tips, media — are the page's business). */
export interface RunnerWorkoutInput {
  readonly blocks: readonly RunnerBlockInput[];
}

/** An exercise as the runner times it. */
export interface RunnerExercise {
  readonly name: string;
  readonly sets: number;
  /** How long one set lasts (both sides of a per-side set). */
  readonly workMs: number;
  /** 2: each set is timed as two equal halves, one per side, with a cue to switch between them. */
  readonly sides: 1 | 2;
  readonly restBetweenSetsMs: number;
  /** The rest after the exercise's last set, before the next exercise. */
  readonly restAfterMs: number;
}

/** `work`: a set (or one side of it) is being done; `rest`: the rest before the set shown. */
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
  /** The side being worked, 1 or 2 (always 1 for a two-sided move and during rests). */
  readonly side: 1 | 2;
}

export const FIRST_POSITION: RunnerPosition = { index: 0, set: 1, phase: 'work', side: 1 };

const setsOrDefault = (sets: number | null | undefined): number =>
  sets != null && Number.isInteger(sets) && sets >= 1 ? sets : DEFAULT_SETS;

const seconds = (value: number | null | undefined): number | null =>
  value != null && Number.isInteger(value) && value >= 0 ? value : null;

function toRunnerExercise(block: RunnerBlockInput): RunnerExercise {
  const work = seconds(block.work_sec);
  const sets = setsOrDefault(block.sets);
  if (!work) {
    return {
      name: block.name,
      sets,
      workMs: exerciseSeconds(block.reps_or_time) * 1000,
      sides: 1,
      restBetweenSetsMs: REST_BETWEEN_SETS_MS,
      restAfterMs: 0,
    };
  }
  return {
    name: block.name,
    sets,
    workMs: work * 1000,
    sides: block.perSide === true ? 2 : 1,
    restBetweenSetsMs: (seconds(block.rest_between_sets_sec) ?? REST_BETWEEN_SETS_MS / 1000) * 1000,
    restAfterMs: (seconds(block.rest_sec) ?? 0) * 1000,
  };
}

export const toRunnerExercises = (workout: RunnerWorkoutInput | null | undefined): RunnerExercise[] =>
  (workout?.blocks ?? []).map(toRunnerExercise);

/**
 * How long the phase at `position` lasts from its start: one side of a
 * per-side set is half the set; a rest before set 1 is the previous
 * exercise's rest after, any other rest the exercise's rest between sets.
 */
export function phaseMs(exercises: readonly RunnerExercise[], position: RunnerPosition): number {
  const exercise = exercises[position.index]!;
  if (position.phase === 'work') return exercise.workMs / exercise.sides;
  return position.set === 1 ? exercises[position.index - 1]!.restAfterMs : exercise.restBetweenSetsMs;
}

/**
 * What follows when the phase at `position` reaches zero (spec 2 §4): after a
 * rest, the set it led to; after the first side of a per-side set, the second
 * side; after a set with sets left, a rest; after the last set, the next
 * exercise at set 1 (after the exercise's rest, when it has one); after the
 * last set of the last exercise, nothing (`null`): the workout is over.
 * Rests of no length are skipped.
 */
export function nextPosition(exercises: readonly RunnerExercise[], position: RunnerPosition): RunnerPosition | null {
  const { index, set, phase, side } = position;
  const exercise = exercises[index]!;
  if (phase === 'rest') return { index, set, phase: 'work', side: 1 };
  if (side < exercise.sides) return { index, set, phase: 'work', side: 2 };
  if (set < exercise.sets) return { index, set: set + 1, phase: exercise.restBetweenSetsMs > 0 ? 'rest' : 'work', side: 1 };
  if (index < exercises.length - 1) return { index: index + 1, set: 1, phase: exercise.restAfterMs > 0 ? 'rest' : 'work', side: 1 };
  return null;
}

/** The first set of the exercise after `position`'s, or null on the last exercise. */
export const nextExercisePosition = (exercises: readonly RunnerExercise[], position: RunnerPosition): RunnerPosition | null =>
  position.index < exercises.length - 1 ? { index: position.index + 1, set: 1, phase: 'work', side: 1 } : null;

/** Whether the traveller should switch sides now: the second half of a per-side set has begun. */
export const isSwitchingSides = (position: RunnerPosition): boolean => position.phase === 'work' && position.side === 2;

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
