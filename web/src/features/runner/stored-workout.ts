import type { Workout } from '../../../../contracts/workouts/workouts.schemas';

/**
 * The free workout handed from /free to /runner (spec 1 §4: "The generated
 * workout is kept in session storage for the runner and cleared on Complete
 * Workout"). Session storage keeps it for this tab only and forgets it when
 * the tab closes. Beside it the runner saves how far it got (`SAVED_RUN_KEY`,
 * see saved-run.ts), so a reload resumes the workout; a new workout, or the
 * end of this one, drops that.
 */
export const STORED_WORKOUT_KEY = 'fc_free_workout';
export const SAVED_RUN_KEY = 'fc_free_workout_run';

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    // Storage disabled (some private modes throw on access).
    return undefined;
  }
}

/** Keeps `workout` for the runner, to run from its start; false when the browser refuses to store it. */
export function storeWorkout(workout: Workout): boolean {
  try {
    session()?.removeItem(SAVED_RUN_KEY);
    session()?.setItem(STORED_WORKOUT_KEY, JSON.stringify(workout));
    return session()?.getItem(STORED_WORKOUT_KEY) != null;
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The stored workout, or null when there is none or it is not a workout (an
 * older or hand-edited value): the runner then shows its "no workout" state
 * instead of failing. Only what the runner and its page read is checked.
 */
export function readStoredWorkout(): Workout | null {
  let text: string | null | undefined;
  try {
    text = session()?.getItem(STORED_WORKOUT_KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !Array.isArray(value.blocks) || value.blocks.length === 0) return null;
  const blocksReadable = value.blocks.every((block) => isRecord(block) && typeof block.name === 'string');
  return blocksReadable ? (value as unknown as Workout) : null;
}

export function clearStoredWorkout(): void {
  try {
    session()?.removeItem(SAVED_RUN_KEY);
    session()?.removeItem(STORED_WORKOUT_KEY);
  } catch {
    /* nothing to clear */
  }
}

/** The runner's saved progress as saved-run.ts wrote it, or null. */
export function readSavedRunText(): string | null {
  try {
    return session()?.getItem(SAVED_RUN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Saves the runner's progress; a browser that refuses simply resumes from the start after a reload. */
export function writeSavedRunText(text: string): void {
  try {
    session()?.setItem(SAVED_RUN_KEY, text);
  } catch {
    /* storage full or disabled */
  }
}
