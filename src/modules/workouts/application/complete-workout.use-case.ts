import type { CompleteWorkoutBody, CompleteWorkoutReply } from '../../../../contracts/workouts';
import type { Clock } from '../../../shared/kernel';
import type { Exercise } from '../domain/exercise';
import type { CompletedWorkouts, RecordedSession } from './ports/completed-workouts.port';
import { WORKOUT_SESSION_COMPLETED, type WorkoutSessionCompleted } from './workout-completed.event';

export interface CompleteWorkoutCommand {
  userId: string;
  body: CompleteWorkoutBody;
}

/** Whole percent of the planned sets that were done. */
export const completionRateOf = (setsDone: number, setsPlanned: number): number => Math.round((setsDone / setsPlanned) * 100);

/**
 * `POST /api/workout/complete` (spec 2 §7; ADR 0031): the one way a finished
 * workout enters the system. Records it as a session of the signed-in
 * traveller (name, minutes, where, sets done, completion rate, how hard it
 * felt), moves their progression on (ADR 0033) and announces
 * `workouts.session-completed` with it, in one transaction. The client's
 * completion id makes it idempotent: the same id again answers the session
 * already recorded, `replayed`, and announces nothing.
 */
export class CompleteWorkoutUseCase {
  constructor(
    private readonly sessions: CompletedWorkouts,
    private readonly catalogue: ReadonlyMap<string, Exercise>,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, body }: CompleteWorkoutCommand): Promise<CompleteWorkoutReply> {
    const completedAt = this.clock.now();
    const entry = {
      userId,
      completionId: body.completionId,
      generationId: body.generationId,
      name: body.name,
      durationMin: body.durationMin,
      context: body.context,
      setsDone: body.setsDone,
      setsPlanned: body.setsPlanned,
      completionRate: completionRateOf(body.setsDone, body.setsPlanned),
      rpe: body.rpe,
      // Only the catalogue's own ids are kept: the traveller's mastery is never keyed by made-up names.
      exerciseIds: (body.exerciseIds ?? []).filter((id) => this.catalogue.has(id)),
      city: body.city,
      country: body.country,
      timezone: body.timezone,
      completedAt,
    };
    const eventOf = (session: RecordedSession, generationId: string | null): WorkoutSessionCompleted => ({
      name: WORKOUT_SESSION_COMPLETED,
      payload: {
        sessionId: session.id,
        userId,
        name: session.name,
        durationMin: session.durationMin,
        context: session.context,
        setsDone: entry.setsDone,
        setsPlanned: entry.setsPlanned,
        completionRate: session.completionRate,
        city: entry.city ?? null,
        country: entry.country ?? null,
        timezone: entry.timezone ?? null,
        generationId,
        completedAt: session.completedAt.toISOString(),
      },
      occurredAt: completedAt,
    });
    const { session, replayed } = await this.sessions.record(entry, eventOf);
    return {
      session: {
        id: session.id,
        name: session.name,
        durationMin: session.durationMin,
        context: session.context,
        completionRate: session.completionRate,
        completedAt: session.completedAt.toISOString(),
      },
      replayed,
    };
  }
}
