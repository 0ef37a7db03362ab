import type { FreeWorkoutVia } from '../../domain/free-workout';

/**
 * The server's record of each device's one free workout (`free_workout_claims`)
 * and of the exit offer's bonus (`bonus_grants`). Both tables are unique per
 * device, so claims and grants are atomic however many requests race.
 */
export interface FreeWorkoutStore {
  /**
   * In one transaction: records the device's claim (kept even when the workout
   * is refused, because the browser's flag already said it was used), and pays
   * with the first free workout when neither the browser nor the device had used
   * it, else with the device's unused bonus. Undefined: nothing left to pay with.
   */
  take(deviceId: string, browserUsed: boolean, now: Date): Promise<FreeWorkoutVia | undefined>;
  /** Grants the device its one bonus; false when it already has (used or not). */
  grantBonus(deviceId: string, now: Date): Promise<boolean>;
  factsOf(deviceId: string): Promise<{ deviceClaimed: boolean; bonusAvailable: boolean }>;
}
