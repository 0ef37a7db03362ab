import type { EarnedBadge } from '../../../../../contracts/gamification';

export interface PassportCity {
  city: string;
  country: string;
  firstVisitedAt: string;
  workouts: number;
}

/** A traveller's own progress as their pages read it: badges, passport, streak. Zero and empty before the first workout. */
export interface TravellerProgress {
  /** Newest first. */
  badgesOf(userId: string): Promise<EarnedBadge[]>;
  /** One stamp per city, whatever the accents, case and spacing of its name (the first spelling shown), most recent first visit first. */
  passportOf(userId: string): Promise<PassportCity[]>;
  streakOf(userId: string): Promise<{ current: number; longest: number }>;
}
