import type { BadgeCode } from '../../../../contracts/gamification';

/** What a badge rule counts (the `rule` column of `badge_definitions`). */
export const BADGE_COUNTERS = ['workouts', 'streak_days', 'airports', 'hotel_workouts', 'cities', 'points', 'calories'] as const;
export type BadgeCounter = (typeof BADGE_COUNTERS)[number];

/**
 * A traveller's totals as the badge rules read them: completed workouts, the
 * longest streak in days, distinct cities with an airport workout, hotel-room
 * workouts, distinct cities (accent- and case-insensitive), points, estimated calories.
 */
export type BadgeCounts = Record<BadgeCounter, number>;

export interface BadgeRule {
  code: BadgeCode;
  counter: BadgeCounter;
  threshold: number;
}

/**
 * The badge catalogue of DECISIONS.md "Badges", each threshold exactly, in
 * the order the catalogue lists them. The database seed copies it into
 * `badge_definitions`.
 *
 * @see features/progress/badges.feature
 */
export const BADGE_RULES: readonly BadgeRule[] = [
  { code: 'FIRST_WORKOUT', counter: 'workouts', threshold: 1 },
  { code: 'STREAK_7', counter: 'streak_days', threshold: 7 },
  { code: 'STREAK_30', counter: 'streak_days', threshold: 30 },
  { code: 'GATE_WARRIOR', counter: 'airports', threshold: 5 },
  { code: 'HOTEL_HERO', counter: 'hotel_workouts', threshold: 10 },
  { code: 'GLOBETROTTER', counter: 'cities', threshold: 10 },
  { code: 'CITY_EXPLORER', counter: 'cities', threshold: 5 },
  { code: 'POINTS_1000', counter: 'points', threshold: 1_000 },
  { code: 'POINTS_5000', counter: 'points', threshold: 5_000 },
  { code: 'CALORIE_CRUSHER', counter: 'calories', threshold: 10_000 },
];

/** Every badge these totals have reached, in catalogue order (awarding each once is the store's job). */
export function badgesReached(counts: BadgeCounts): BadgeCode[] {
  return BADGE_RULES.filter((rule) => counts[rule.counter] >= rule.threshold).map((rule) => rule.code);
}
