import type { WorkoutExercise } from '../../../../../contracts/workouts/workouts.schemas';

/**
 * The workout player's arithmetic (spec 2 §4 "Player", §9), pure: how long
 * each phase lasts, which phase follows which, and where the player is after
 * time has passed. `player.machine.ts` holds the states and timers.
 *
 * A set is counted in reps or timed in seconds, as the workout prescribes it:
 * a rep set counts one rep every 2.5 s and is complete at its target; a timed
 * set is complete when its timer reaches zero. 100 ms after a set is
 * complete, the player moves on (spec 2 §4: "completion callback delayed
 * 100 ms"): to the workout's rest before the next set or exercise when it has
 * one, else straight to that set.
 *
 * @see features/workouts/quick-flight-player.feature
 */

/** Spec 2 §9: "Rep auto-advance every 2.5 s". */
export const REP_MS = 2_500;
/** Spec 2 §4: the completion callback comes 100 ms after the set is complete. */
export const COMPLETION_CALLBACK_MS = 100;

/** An exercise as the player counts or times it. */
export interface PlayerExercise {
  readonly kind: 'reps' | 'seconds';
  /** Per set, both sides of a per-side move: reps to count, or seconds to time. */
  readonly target: number;
  readonly sets: number;
  readonly restBetweenSetsMs: number;
  /** The rest after the exercise's last set, before the next exercise. */
  readonly restAfterMs: number;
}

/**
 * `work`: the set is counted or timed; `complete`: it reached its target or
 * zero and the completion callback is 100 ms away; `rest`: the rest before the
 * set shown.
 */
export type PlayerPhase = 'work' | 'complete' | 'rest';

/** Where the player is. During a rest `set` is already the coming set, so the screen shows "set 2 of 2". */
export interface PlayerPosition {
  /** 0-based index into the exercises. */
  readonly index: number;
  /** 1-based. */
  readonly set: number;
  readonly phase: PlayerPhase;
}

export const FIRST_POSITION: PlayerPosition = { index: 0, set: 1, phase: 'work' };

type PlayerBlock = Pick<WorkoutExercise, 'unit' | 'value' | 'perSide' | 'sets' | 'rest_between_sets_sec' | 'rest_sec'>;

/** The workout's moves as the player counts them: a per-side move's set covers both sides. */
export const toPlayerExercises = (blocks: readonly PlayerBlock[]): PlayerExercise[] =>
  blocks.map((block) => ({
    kind: block.unit,
    target: block.value * (block.perSide ? 2 : 1),
    sets: block.sets,
    restBetweenSetsMs: block.rest_between_sets_sec * 1000,
    restAfterMs: block.rest_sec * 1000,
  }));

/** How long a set lasts: its reps at 2.5 s each, or its seconds. */
export const workMs = (exercise: PlayerExercise): number => exercise.target * (exercise.kind === 'reps' ? REP_MS : 1000);

/** How long the phase at `position` lasts from its start. */
export function phaseMs(exercises: readonly PlayerExercise[], position: PlayerPosition): number {
  const exercise = exercises[position.index]!;
  switch (position.phase) {
    case 'work':
      return workMs(exercise);
    case 'complete':
      return COMPLETION_CALLBACK_MS;
    case 'rest':
      return position.set === 1 ? exercises[position.index - 1]!.restAfterMs : exercise.restBetweenSetsMs;
  }
}

/** The set at `index`/`set`, after the rest that leads to it when that rest lasts at all. */
function setAfterRest(exercises: readonly PlayerExercise[], index: number, set: number): PlayerPosition {
  const rest: PlayerPosition = { index, set, phase: 'rest' };
  return phaseMs(exercises, rest) > 0 ? rest : { index, set, phase: 'work' };
}

/** What follows the phase at `position` when it ends; `finished` after the last set of the last exercise. */
export function nextPosition(exercises: readonly PlayerExercise[], position: PlayerPosition): PlayerPosition | 'finished' {
  const { index, set, phase } = position;
  switch (phase) {
    case 'work':
      return { index, set, phase: 'complete' };
    case 'rest':
      return { index, set, phase: 'work' };
    case 'complete':
      if (set < exercises[index]!.sets) return setAfterRest(exercises, index, set + 1);
      if (index < exercises.length - 1) return setAfterRest(exercises, index + 1, 1);
      return 'finished';
  }
}

export interface CaughtUp {
  position: PlayerPosition;
  /** When the phase now on screen ends (meaningless once finished). */
  deadline: number;
  finished: boolean;
}

/**
 * Where a running player is at `now`, given that its current phase ends at
 * `deadline`: each phase that has ended by `now` is followed by the next,
 * which starts at the previous deadline (not when a late timer fired), so a
 * hidden tab finds the player where a wall clock says it is, never behind.
 */
export function catchUp(exercises: readonly PlayerExercise[], position: PlayerPosition, deadline: number, now: number): CaughtUp {
  let current = position;
  let end = deadline;
  while (now >= end) {
    const next = nextPosition(exercises, current);
    if (next === 'finished') return { position: current, deadline: end, finished: true };
    current = next;
    end += phaseMs(exercises, current);
  }
  return { position: current, deadline: end, finished: false };
}

/** Sets done on the exercise at `position`: a completed set counts at once; a rest leads to the set shown. */
export const setsDone = (position: PlayerPosition): number => (position.phase === 'complete' ? position.set : position.set - 1);

/** Reps counted in a rep set with `msLeft` of it to go: one more every 2.5 s. */
export const repsCounted = (exercise: PlayerExercise, msLeft: number): number =>
  Math.min(exercise.target, Math.max(0, Math.floor((workMs(exercise) - msLeft) / REP_MS)));

/** Overall progress, as the generator's (spec 2 §4): (exercise index + sets done / sets) / exercise count × 100, rounded. */
export function progressPercent(exercises: readonly PlayerExercise[], position: PlayerPosition, finished: boolean): number {
  if (finished) return 100;
  const exercise = exercises[position.index];
  if (!exercise) return 0;
  return Math.round(((position.index + setsDone(position) / exercise.sets) / exercises.length) * 100);
}
