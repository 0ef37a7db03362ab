import type { WorkoutPlace } from '../../../../contracts/workouts';

/** DECISIONS.md "Points, streaks, calories". */
export const POINTS_RULES = {
  perMinute: 10,
  /** +20 % on the minutes' points at an airport or in transit. */
  travelBonus: 0.2,
  travelPlaces: ['airport', 'in_transit'] as readonly WorkoutPlace[],
  streakBonusPerDay: 5,
  streakBonusCap: 50,
} as const;

export interface PointsInput {
  durationMin: number;
  context: WorkoutPlace;
  /** The traveller's streak, in days, counting this session's day. */
  streakDay: number;
}

/**
 * Points a completed session earns: 10 per minute, +20 % for airport or
 * in-transit workouts, plus 5 per streak day capped at 50; whole points.
 *
 * @see features/progress/points.feature
 */
export function sessionPoints({ durationMin, context, streakDay }: PointsInput): number {
  const travel = POINTS_RULES.travelPlaces.includes(context) ? 1 + POINTS_RULES.travelBonus : 1;
  const streakBonus = Math.min(POINTS_RULES.streakBonusPerDay * streakDay, POINTS_RULES.streakBonusCap);
  return Math.round(durationMin * POINTS_RULES.perMinute * travel + streakBonus);
}
