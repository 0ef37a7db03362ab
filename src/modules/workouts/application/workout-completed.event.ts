import type { DomainEvent } from '../../../shared/kernel';

export const WORKOUT_SESSION_COMPLETED = 'workouts.session-completed';

/**
 * A traveller finished a workout and it was recorded and scored as a session
 * (ADR 0031, 0033): the fact later reactions (challenges, teams) hang on.
 * Recorded in the transaction that writes the session, once per session: the
 * same completion sent again records neither.
 */
export type WorkoutSessionCompleted = DomainEvent<
  typeof WORKOUT_SESSION_COMPLETED,
  {
    sessionId: string;
    userId: string;
    name: string | null;
    durationMin: number;
    /** Where it was done, a place code (hotel_room, airport, office, home, gym, in_transit). */
    context: string;
    /** The generator's sets; null for a quick-flight or player session. */
    setsDone: number | null;
    setsPlanned: number | null;
    /** 0–100, whole percent; null when the client did not say. */
    completionRate: number | null;
    city: string | null;
    country: string | null;
    timezone: string | null;
    /** The generation this workout came from, when the client named one of the traveller's own. */
    generationId: string | null;
    /** Points the session earned (workouts.session-completed after scoring, ADR 0033). */
    score: number;
    completedAt: string;
  }
>;
