import type { Snapshot } from 'xstate';
import { z } from 'zod';
import type { RunnerExercise } from './runner-progress';

/**
 * How far the runner got, as text for session storage: the machine's
 * persisted snapshot (XState's `getPersistedSnapshot()`, plain data since the
 * clock lives outside the context) under a version number. A reload restores
 * it with `createActor(machine, { snapshot })` and sends `reopen`.
 *
 * Reading is careful: a value from an older version of the app, a hand-edited
 * one, or one saved for another workout is ignored, and the runner starts
 * the stored workout from the beginning.
 *
 * @see features/workouts/runner.feature (Rule: a reload keeps the workout where it was)
 */
/** 2: exercises carry their sides and rests, positions their side (ADR 0030); a version 1 save starts over. */
const VERSION = 2;

const RunnerExerciseSchema = z.object({
  name: z.string(),
  sets: z.number().int().min(1),
  workMs: z.number().positive(),
  sides: z.union([z.literal(1), z.literal(2)]),
  restBetweenSetsMs: z.number().min(0),
  restAfterMs: z.number().min(0),
});

const SavedRunSchema = z.object({
  version: z.literal(VERSION),
  snapshot: z
    .object({
      status: z.literal('active'),
      // The states a traveller can leave a workout in; transient and final states never persist.
      value: z.enum(['ready', 'running', 'paused', 'finished']),
      context: z.object({
        exercises: z.array(RunnerExerciseSchema),
        position: z.object({
          index: z.number().int().min(0),
          set: z.number().int().min(1),
          phase: z.enum(['work', 'rest']),
          side: z.union([z.literal(1), z.literal(2)]),
        }),
        countdown: z.union([z.object({ deadline: z.number().finite() }).strict(), z.object({ left: z.number().finite().min(0) }).strict()]),
        ended: z.boolean(),
        checkedAt: z.number().finite(),
      }),
    })
    // XState's own fields (children, historyValue…) pass through untouched.
    .passthrough(),
});

const sameExercises = (a: readonly RunnerExercise[], b: readonly RunnerExercise[]): boolean =>
  a.length === b.length &&
  a.every((exercise, i) => {
    const other = b[i]!;
    return (
      exercise.name === other.name &&
      exercise.sets === other.sets &&
      exercise.workMs === other.workMs &&
      exercise.sides === other.sides &&
      exercise.restBetweenSetsMs === other.restBetweenSetsMs &&
      exercise.restAfterMs === other.restAfterMs
    );
  });

/** The text to save for a persisted runner snapshot, or null when there is nothing to resume (no workout, or it is over). */
export function encodeRun(persisted: Snapshot<unknown>): string | null {
  const saved = SavedRunSchema.safeParse({ version: VERSION, snapshot: persisted });
  return saved.success ? JSON.stringify(saved.data) : null;
}

/** The persisted snapshot saved in `text` for a runner of `exercises`, or undefined when it cannot be resumed. */
export function decodeRun(text: string | null | undefined, exercises: readonly RunnerExercise[]): Snapshot<unknown> | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const saved = SavedRunSchema.safeParse(value);
  if (!saved.success) return undefined;
  const { context } = saved.data.snapshot;
  const exercise = exercises[context.position.index];
  if (!sameExercises(context.exercises, exercises) || !exercise || context.position.set > exercise.sets) return undefined;
  return saved.data.snapshot as unknown as Snapshot<unknown>;
}
