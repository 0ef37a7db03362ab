/** What the player has earned so far, as other modules may read it. */
export interface ProgressSummary {
  points: number;
  /** `current` as it stands now: 0 once a workout today could no longer continue it. */
  streak: { current: number; longest: number };
  /** Earned badges, newest first. */
  badges: { code: string; awardedAt: string }[];
  /** Passport stamps, most recent first visit first. */
  passport: { city: string; country: string; firstVisitedAt: string; workouts: number }[];
}

/**
 * Reads a user's points, streak, badges and passport. Zero and empty for a
 * user who has not completed a workout yet.
 */
export interface ProgressReader {
  summaryOf(userId: string): Promise<ProgressSummary>;
  /** Only the points and the streak, as `summaryOf` answers them, in one read. */
  pointsAndStreakOf(userId: string): Promise<Pick<ProgressSummary, 'points' | 'streak'>>;
}
