import type { SessionOutcome } from '../../../../contracts/gamification';
import type { CompletedWorkoutEntry, CompletedWorkouts, RecordedCompletion } from './ports/completed-workouts.port';
import type { TravellerWeights } from './ports/traveller-weights.port';
import { WORKOUT_SESSION_COMPLETED, type WorkoutSessionCompleted } from './workout-completed.event';

export type NewCompletion = Omit<CompletedWorkoutEntry, 'weightKg'>;

/** `workouts.session-completed` for a session as it was stored and scored. */
function sessionCompleted(entry: NewCompletion, { session }: RecordedCompletion): WorkoutSessionCompleted {
  return {
    name: WORKOUT_SESSION_COMPLETED,
    payload: {
      sessionId: session.id,
      userId: entry.userId,
      name: session.name,
      durationMin: session.durationMin,
      context: session.context,
      setsDone: entry.sets?.done ?? null,
      setsPlanned: entry.sets?.planned ?? null,
      completionRate: session.completionRate,
      city: entry.place?.city ?? null,
      country: entry.place?.country ?? null,
      timezone: entry.timeZone,
      generationId: session.generationId,
      score: session.score,
      completedAt: session.completedAt.toISOString(),
    },
    occurredAt: session.completedAt,
  };
}

const outcomeOf = ({ session, standing, newBadges, replayed }: RecordedCompletion): SessionOutcome => ({
  session: {
    id: session.id,
    score: session.score,
    durationMin: session.durationMin,
    context: session.context,
    calories: session.calories,
    completedAt: session.completedAt.toISOString(),
  },
  points: standing.points,
  streak: standing.streak,
  newBadges: newBadges.map((code) => ({ code })),
  replayed,
});

/**
 * The one way a finished workout enters the system, whichever call brought it
 * (`POST /api/workout/complete`, `POST /api/session/complete`): read the
 * traveller's weight for the calories, record and score the session in one
 * transaction with its `workouts.session-completed` event, answer what it
 * earned (ADR 0031, 0033). The same completion id again answers the stored
 * session, `replayed`, with nothing counted twice.
 */
export class CompletionRecorder {
  constructor(
    private readonly sessions: CompletedWorkouts,
    private readonly weights: TravellerWeights,
  ) {}

  async record(entry: NewCompletion): Promise<SessionOutcome> {
    // Read before the transaction opens, so it does not hold a second connection.
    const weightKg = await this.weights.weightKgOf(entry.userId);
    const recorded = await this.sessions.record({ ...entry, weightKg }, (stored) => sessionCompleted(entry, stored));
    return outcomeOf(recorded);
  }
}
