import type { TrainingProgress } from '../../domain/progression';

/**
 * The traveller's progression (`user_progress`) as the planners read it: the
 * last committed state, or undefined for a traveller who has finished no
 * workout yet (an anonymous device, a new account), whose plans are
 * therefore today's unchanged.
 */
export interface TravellerProgress {
  read(userId: string): Promise<TrainingProgress | undefined>;
}
