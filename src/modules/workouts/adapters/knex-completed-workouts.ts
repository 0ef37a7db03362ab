import type { Knex } from 'knex';
import type { EventBus } from '../../../shared/kernel';
import type { CompletedWorkoutEntry, CompletedWorkouts, RecordedSession } from '../application/ports/completed-workouts.port';
import type { WorkoutSessionCompleted } from '../application/workout-completed.event';
import type { KnexUserProgress } from './knex-user-progress';

interface SessionRow {
  id: string;
  name: string | null;
  duration_min: number;
  context: string;
  completion_rate: string | null;
  completed_at: Date;
  generation_id: string | null;
}

const COLUMNS = ['id', 'name', 'duration_min', 'context', 'completion_rate', 'completed_at', 'generation_id'] as const;

const toSession = (row: SessionRow): RecordedSession => ({
  id: row.id,
  name: row.name ?? '',
  durationMin: row.duration_min,
  context: row.context,
  completionRate: Math.round(Number(row.completion_rate ?? 0)),
  completedAt: row.completed_at,
});

/**
 * `workout_sessions`, one row per traveller and completion id
 * (`workout_sessions_user_completion_unique`). The insert does nothing on a
 * known completion id, so of two racing submits the second waits for the
 * first to commit and then finds its row; only the insert that wrote a row
 * moves the traveller's progression on and records the event, in the same
 * transaction.
 */
export class KnexCompletedWorkouts implements CompletedWorkouts {
  constructor(
    private readonly knex: Knex,
    private readonly events: EventBus,
    private readonly progress: KnexUserProgress,
  ) {}

  record(
    entry: CompletedWorkoutEntry,
    eventOf: (session: RecordedSession, generationId: string | null) => WorkoutSessionCompleted,
  ): Promise<{ session: RecordedSession; replayed: boolean }> {
    return this.knex.transaction(async (trx) => {
      // A generation id is kept only when it is one of the traveller's own.
      const generationId = entry.generationId
        ? trx('workout_generations').select('id').where({ id: entry.generationId, user_id: entry.userId })
        : null;
      const [inserted] = await trx('workout_sessions')
        .insert({
          user_id: entry.userId,
          completion_id: entry.completionId,
          generation_id: generationId,
          name: entry.name,
          duration_min: entry.durationMin,
          context: entry.context,
          city: entry.city ?? null,
          country: entry.country ?? null,
          timezone: entry.timezone ?? null,
          sets_done: entry.setsDone,
          sets_planned: entry.setsPlanned,
          completion_rate: entry.completionRate,
          rpe: entry.rpe ?? null,
          completed_at: entry.completedAt,
        })
        .onConflict(['user_id', 'completion_id'])
        .ignore()
        .returning<SessionRow[]>([...COLUMNS]);
      if (inserted) {
        const session = toSession(inserted);
        await this.progress.applySession(trx, {
          userId: entry.userId,
          completedAt: entry.completedAt,
          durationMin: entry.durationMin,
          completionRate: entry.completionRate,
          rpe: entry.rpe,
          exerciseIds: entry.exerciseIds,
        });
        await this.events.record(trx, eventOf(session, inserted.generation_id));
        return { session, replayed: false };
      }
      const stored = await trx('workout_sessions')
        .where({ user_id: entry.userId, completion_id: entry.completionId })
        .first<SessionRow | undefined>([...COLUMNS]);
      if (!stored) throw new Error('workout_sessions: a completion conflicted but its row is not there');
      return { session: toSession(stored), replayed: true };
    });
  }
}
