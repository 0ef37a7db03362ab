import type { WorkoutSessionCompleted } from '../workout-completed.event';

/** A finished workout as it is written to `workout_sessions`. */
export interface CompletedWorkoutEntry {
  userId: string;
  completionId: string;
  generationId: string | undefined;
  name: string;
  durationMin: number;
  context: string;
  setsDone: number;
  setsPlanned: number;
  completionRate: number;
  /** How hard it felt, 1–10, when the traveller said. */
  rpe: number | undefined;
  /** Catalogue ids of the exercises done (progression's mastery). */
  exerciseIds: readonly string[];
  city: string | undefined;
  country: string | undefined;
  timezone: string | undefined;
  completedAt: Date;
}

export interface RecordedSession {
  id: string;
  name: string;
  durationMin: number;
  context: string;
  completionRate: number;
  completedAt: Date;
}

/**
 * Writes finished workouts to `workout_sessions`, once per completion id and
 * traveller: `record` inserts the session, applies it to the traveller's
 * progression (`user_progress`, ADR 0033) and records its event (built from
 * the stored row) in one transaction, or, when this completion was already
 * recorded (a retry, a second tab, a double submit racing this one), writes
 * nothing and answers the stored session with `replayed: true`.
 */
export interface CompletedWorkouts {
  record(
    entry: CompletedWorkoutEntry,
    eventOf: (session: RecordedSession, generationId: string | null) => WorkoutSessionCompleted,
  ): Promise<{ session: RecordedSession; replayed: boolean }>;
}
