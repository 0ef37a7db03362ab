import { GENERATOR_TIMING } from '../../../../../contracts/workouts/generator.schemas';
import type { Level } from '../../../../../contracts/workouts/vocabulary';

/**
 * The generator's session state (spec 2 §3 "Session state") and its rules
 * (spec 2 §4 "Set completion", §9), as plain functions of plain data: the
 * active-workout machine applies them to a press, to a timer, and to every
 * phase a late timer skipped over.
 */
export const SET_COUNT = GENERATOR_TIMING.setsPerExercise;
export const EXERCISE_MS = GENERATOR_TIMING.exerciseSeconds * 1000;
export const SET_REST_MS = GENERATOR_TIMING.setRestSeconds * 1000;

/** The rest before the next exercise: 30, 45 or 60 s by level. */
export const exerciseRestMs = (level: Level): number => GENERATOR_TIMING.exerciseRestSeconds[level] * 1000;

export interface SessionState {
  /** The exercise on screen, from 0. */
  index: number;
  /** The set on screen, 1 to 3. */
  set: number;
  /** Sets done, per exercise. */
  setsDone: readonly number[];
  /** Resting (the rest timer runs) rather than timing a set. */
  resting: boolean;
  /** The last set of the last exercise is done. */
  completed: boolean;
}

/** What a phase change tells the traveller: the toasts and the screen-reader announcements. */
export type SessionChange =
  | { type: 'setCompleted'; set: number }
  | { type: 'nextExercise'; index: number }
  | { type: 'restCompleted' }
  | { type: 'workoutCompleted' };

export const firstSession = (exerciseCount: number): SessionState => ({
  index: 0,
  set: 1,
  setsDone: Array.from({ length: exerciseCount }, () => 0),
  resting: false,
  completed: false,
});

const withSetsDone = (setsDone: readonly number[], index: number, done: number) => setsDone.map((value, i) => (i === index ? done : value));

/**
 * A set is completed (the button, or its timer reaching zero): sets 1 and 2
 * are counted and a 10-second rest leads to the next set; the third moves on
 * to the next exercise at set 1 after the level's rest; the third set of the
 * last exercise completes the workout. Returns the next state, the length of
 * its phase (0 once completed) and what changed.
 */
export function completeSet(state: SessionState, level: Level): { state: SessionState; phaseMs: number; change: SessionChange } {
  const count = state.setsDone.length;
  if (state.set < SET_COUNT) {
    return {
      state: { ...state, set: state.set + 1, setsDone: withSetsDone(state.setsDone, state.index, state.set), resting: true },
      phaseMs: SET_REST_MS,
      change: { type: 'setCompleted', set: state.set },
    };
  }
  const setsDone = withSetsDone(state.setsDone, state.index, SET_COUNT);
  if (state.index < count - 1) {
    return {
      state: { ...state, index: state.index + 1, set: 1, setsDone, resting: true },
      phaseMs: exerciseRestMs(level),
      change: { type: 'nextExercise', index: state.index + 1 },
    };
  }
  return { state: { ...state, setsDone, resting: false, completed: true }, phaseMs: 0, change: { type: 'workoutCompleted' } };
}

/** The rest reaches zero: the set's timer is back at 45 s. */
export const endRest = (state: SessionState): { state: SessionState; phaseMs: number; change: SessionChange } => ({
  state: { ...state, resting: false },
  phaseMs: EXERCISE_MS,
  change: { type: 'restCompleted' },
});

/** The current phase reached zero: a set completes by its timer, or a rest ends. */
export const endPhase = (state: SessionState, level: Level) => (state.resting ? endRest(state) : completeSet(state, level));

export interface CaughtUp {
  state: SessionState;
  /** When the phase now on screen reaches zero (meaningless once completed). */
  deadline: number;
  /** Every change on the way, in order. */
  changes: SessionChange[];
}

/**
 * Where a running workout is at `now`, given that its current phase reaches
 * zero at `deadline`: each phase that has ended by `now` is followed by the
 * next, which starts at the previous deadline (not when a late timer fired),
 * so a hidden tab or a sleeping laptop finds the workout where a wall clock
 * says it is, never behind.
 */
export function catchUp(state: SessionState, level: Level, deadline: number, now: number): CaughtUp {
  let current = state;
  let end = deadline;
  const changes: SessionChange[] = [];
  while (!current.completed && now >= end) {
    const next = endPhase(current, level);
    changes.push(next.change);
    current = next.state;
    end += next.phaseMs;
  }
  return { state: current, deadline: end, changes };
}

/** Progress percent (spec 2 §4): (exercise index + sets done / 3) / exercise count × 100, rounded. */
export function progressPercent(state: SessionState): number {
  const count = state.setsDone.length;
  if (count === 0) return 0;
  const done = state.setsDone[state.index] ?? 0;
  return Math.round(((state.index + done / SET_COUNT) / count) * 100);
}

/** Sets done over the whole workout (the completion summary). */
export const totalSetsDone = (state: SessionState): number => state.setsDone.reduce((sum, done) => sum + done, 0);
