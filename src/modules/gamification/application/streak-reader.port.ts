/**
 * Streaks as other modules may read them: community's streak battles count
 * the streak each workout reached (DECISIONS.md "Challenge progress by type").
 */
export interface StreakReader {
  /**
   * The streak the traveller's workout finished at `workoutAt` reached, read
   * while it is still their latest counted workout (the stored streak is the
   * latest one's); null once a later workout has been counted, or when none was.
   */
  streakReachedAt(userId: string, workoutAt: Date): Promise<number | null>;
}
