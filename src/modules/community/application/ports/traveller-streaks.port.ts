/**
 * The streak a workout reached, as gamification counts it (DECISIONS.md
 * "Streak day across time zones"), for the streak battles: gamification's
 * streak facade, as community.module.ts hands it over.
 */
export interface TravellerStreaks {
  /**
   * The traveller's current streak when their latest counted workout is the
   * one finished at `workoutAt` (so it is the streak that workout reached);
   * null when a later workout has been counted since, or none was.
   */
  streakReachedAt(userId: string, workoutAt: Date): Promise<number | null>;
}
