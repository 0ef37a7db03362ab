import type { TrainingProgress } from '../../domain/progression';

/**
 * The traveller's progression (`user_progress`) as the planners read it: the
 * last committed state, or undefined for a traveller who has finished no
 * workout yet (an anonymous device, a new account), whose plans are
 * therefore today's unchanged (ADR 0035, features/progress/progression.feature).
 * The row is written only inside the transaction that records a workout, so a
 * read never sees half of one.
 */
export interface TravellerProgress {
  read(userId: string): Promise<TrainingProgress | undefined>;
}
