import type { BadgeCode } from '../../../../../contracts/gamification';
import type { WorkoutPlace } from '../../../../../contracts/workouts';
import type { WorkoutSessionCompleted } from '../workout-completed.event';
import type { ProgressStanding } from './session-scoring.port';

/** The readings a client may send with a session (spec 2 §3 `workout_sessions`, §5 ranges). */
export interface SessionReadings {
  stress: number | null;
  soreness: string | null;
  rpe: number | null;
  hrAvg: number | null;
  travelDeltaTZ: number | null;
  recoveryScore: number | null;
  sleepHours: number | null;
  jetLag: number | null;
}

/** A finished workout as it is written to `workout_sessions`. */
export interface CompletedWorkoutEntry {
  userId: string;
  /** Made once by the client per finished workout; null when it sent none (then a retry counts again). */
  completionId: string | null;
  generationId: string | null;
  name: string | null;
  durationMin: number;
  context: WorkoutPlace;
  /** How the traveller felt; null: the feeling chosen for the generation it came from, else normal. */
  energy: 'low' | 'normal' | 'high' | null;
  /** The generator's sets; null for other sessions. */
  sets: { done: number; planned: number } | null;
  completionRate: number | null;
  place: { city: string; country: string } | null;
  timeZone: string | null;
  /** The travel plan's flight day when this is its in-flight routine done in transit (ADR 0043), else null. */
  flightDay: string | null;
  readings: SessionReadings;
  /** For the calories; read from the profile before the transaction opens. */
  weightKg: number | null;
  /** Catalogue ids of the exercises done (progression's mastery); empty when the client sent none. */
  exerciseIds: readonly string[];
}

export interface RecordedSession {
  id: string;
  name: string | null;
  durationMin: number;
  context: string;
  completionRate: number | null;
  score: number;
  calories: number;
  completedAt: Date;
  generationId: string | null;
}

export interface RecordedCompletion {
  session: RecordedSession;
  standing: ProgressStanding;
  /** Badges this completion awarded (none when replayed). */
  newBadges: BadgeCode[];
  replayed: boolean;
}

/**
 * Writes finished workouts to `workout_sessions`, once per completion id and
 * traveller, and scores each in the same transaction (ADR 0033): `record`
 * inserts the session, has it scored (`SessionScoring`), stores its score,
 * moves the traveller's progression on (`user_progress`, ADR 0035) and
 * records its event (built from the stored row) in one commit. When the
 * completion was already recorded (a retry, a second tab, a double submit
 * racing this one) it writes nothing and answers the stored session with
 * `replayed: true` and the totals as they stand.
 *
 * Concurrency: one traveller's completions are recorded one at a time (the
 * transaction takes a per-traveller lock first), and each takes its completion
 * time once it holds that lock, so their order is the order of their times.
 * Other travellers are not held up.
 */
export interface CompletedWorkouts {
  record(entry: CompletedWorkoutEntry, eventOf: (recorded: RecordedCompletion) => WorkoutSessionCompleted): Promise<RecordedCompletion>;
}
