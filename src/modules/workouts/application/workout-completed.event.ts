import type { DomainEvent } from '../../../shared/kernel';

export const WORKOUT_SESSION_COMPLETED = 'workouts.session-completed';

/**
 * A traveller finished a workout and it was recorded as a session (ADR 0031):
 * the one fact that points, streaks, badges, passports and leaderboards hang
 * on. Recorded in the transaction that writes the session, once per session:
 * the same completion sent again records neither.
 */
export type WorkoutSessionCompleted = DomainEvent<
  typeof WORKOUT_SESSION_COMPLETED,
  {
    sessionId: string;
    userId: string;
    name: string;
    durationMin: number;
    /** Where it was done, a generator location code (hotel_room, airport, office, home). */
    context: string;
    setsDone: number;
    setsPlanned: number;
    /** 0–100, whole percent of the sets planned. */
    completionRate: number;
    city: string | null;
    country: string | null;
    timezone: string | null;
    /** The generation this workout came from, when the client named one of the traveller's own. */
    generationId: string | null;
    completedAt: string;
  }
>;
