import type { Knex } from 'knex';
import type { WorkoutPlace } from '../../../../contracts/workouts';
import type { Clock, EventBus } from '../../../shared/kernel';
import type {
  CompletedWorkoutEntry,
  CompletedWorkouts,
  RecordedCompletion,
  RecordedSession,
} from '../application/ports/completed-workouts.port';
import type { SessionScoring } from '../application/ports/session-scoring.port';
import type { WorkoutSessionCompleted } from '../application/workout-completed.event';
import { utcOffsetMinutes } from '../../../shared/kernel';
import type { KnexUserProgress } from './knex-user-progress';

interface SessionRow {
  id: string;
  name: string | null;
  duration_min: number;
  context: string;
  energy: 'low' | 'normal' | 'high';
  completion_rate: string | null;
  score: number;
  calories: number | null;
  completed_at: Date;
  generation_id: string | null;
}

const COLUMNS = [
  'id',
  'name',
  'duration_min',
  'context',
  'energy',
  'completion_rate',
  'score',
  'calories',
  'completed_at',
  'generation_id',
] as const;

const toSession = (row: SessionRow): RecordedSession => ({
  id: row.id,
  name: row.name,
  durationMin: row.duration_min,
  context: row.context,
  completionRate: row.completion_rate === null ? null : Math.round(Number(row.completion_rate)),
  score: row.score,
  calories: row.calories ?? 0,
  completedAt: row.completed_at,
  generationId: row.generation_id,
});

/**
 * `workout_sessions`, one row per traveller and completion id
 * (`workout_sessions_user_completion_unique`), scored in the transaction that
 * writes it (ADR 0033). The transaction first takes a lock of its own for the
 * traveller (`pg_advisory_xact_lock`, released at commit or rollback), so one
 * traveller's completions are recorded one after the other while other
 * travellers go on in parallel; a retry of a completion waits for the first
 * to commit and then finds its row. Only the insert that wrote a row scores it,
 * moves the traveller's progression on (`user_progress`, ADR 0035) and records
 * the event.
 */
export class KnexCompletedWorkouts implements CompletedWorkouts {
  constructor(
    private readonly knex: Knex,
    private readonly events: EventBus,
    private readonly scoring: SessionScoring,
    private readonly clock: Clock,
    private readonly progress: KnexUserProgress,
  ) {}

  record(entry: CompletedWorkoutEntry, eventOf: (recorded: RecordedCompletion) => WorkoutSessionCompleted): Promise<RecordedCompletion> {
    return this.knex.transaction(async (trx) => {
      await trx.raw(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`workouts.completion:${entry.userId}`]);
      // Read under the lock: one traveller's sessions are recorded in the order of their times.
      const completedAt = this.clock.now();
      const inserted = await this.insert(trx, entry, completedAt);
      if (!inserted) return this.replay(trx, entry);

      const score = await this.scoring.score(trx, {
        sessionId: inserted.id,
        userId: entry.userId,
        durationMin: inserted.duration_min,
        context: inserted.context as WorkoutPlace,
        energy: inserted.energy,
        place: entry.place,
        timeZone: entry.timeZone,
        flightDay: entry.flightDay,
        completedAt,
        weightKg: entry.weightKg,
      });
      await trx('workout_sessions').where({ id: inserted.id }).update({ score: score.score, calories: score.calories });
      await this.progress.applySession(trx, {
        userId: entry.userId,
        completedAt,
        durationMin: inserted.duration_min,
        completionRate: entry.completionRate ?? undefined,
        rpe: entry.readings.rpe ?? undefined,
        recoveryScore: entry.readings.recoveryScore ?? undefined,
        sleepHours: entry.readings.sleepHours ?? undefined,
        exerciseIds: entry.exerciseIds,
      });
      const recorded: RecordedCompletion = {
        session: toSession({ ...inserted, score: score.score, calories: score.calories }),
        standing: { points: score.points, streak: score.streak },
        newBadges: score.newBadges,
        replayed: false,
      };
      await this.events.record(trx, eventOf(recorded));
      return recorded;
    });
  }

  private async insert(trx: Knex.Transaction, entry: CompletedWorkoutEntry, completedAt: Date): Promise<SessionRow | undefined> {
    // A generation id is kept only when it is one of the traveller's own; so is the feeling chosen for it.
    const ownGeneration = (column: string) =>
      trx('workout_generations').select(column).where({ id: entry.generationId, user_id: entry.userId });
    const [inserted] = await trx('workout_sessions')
      .insert({
        user_id: entry.userId,
        completion_id: entry.completionId,
        generation_id: entry.generationId ? ownGeneration('id') : null,
        name: entry.name,
        duration_min: entry.durationMin,
        context: entry.context,
        energy: entry.energy ?? (entry.generationId ? trx.raw(`coalesce((?), 'normal')`, [ownGeneration('energy')]) : 'normal'),
        city: entry.place?.city ?? null,
        country: entry.place?.country ?? null,
        timezone: entry.timeZone,
        timezone_offset: entry.timeZone ? utcOffsetMinutes(entry.timeZone, completedAt) : null,
        sets_done: entry.sets?.done ?? null,
        sets_planned: entry.sets?.planned ?? null,
        completion_rate: entry.completionRate,
        stress: entry.readings.stress,
        soreness: entry.readings.soreness,
        rpe: entry.readings.rpe,
        hr_avg: entry.readings.hrAvg,
        travel_delta_tz: entry.readings.travelDeltaTZ,
        recovery_score: entry.readings.recoveryScore,
        sleep_hours: entry.readings.sleepHours,
        jet_lag: entry.readings.jetLag,
        completed_at: completedAt,
      })
      .onConflict(['user_id', 'completion_id'])
      .ignore()
      .returning<SessionRow[]>([...COLUMNS]);
    return inserted;
  }

  private async replay(trx: Knex.Transaction, entry: CompletedWorkoutEntry): Promise<RecordedCompletion> {
    const stored = await trx('workout_sessions')
      .where({ user_id: entry.userId, completion_id: entry.completionId })
      .first<SessionRow | undefined>([...COLUMNS]);
    if (!stored) throw new Error('workout_sessions: a completion conflicted but its row is not there');
    return { session: toSession(stored), standing: await this.scoring.standingOf(trx, entry.userId), newBadges: [], replayed: true };
  }
}
