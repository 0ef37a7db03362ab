import type { Seed } from './seed';

/** The badge catalogue of DECISIONS.md ("Badges"): reading A's thresholds, plus reading B's extra codes. */
export const BADGE_DEFINITIONS = [
  { code: 'FIRST_WORKOUT', rule: 'workouts', threshold: 1 },
  { code: 'STREAK_7', rule: 'streak_days', threshold: 7 },
  { code: 'STREAK_30', rule: 'streak_days', threshold: 30 },
  { code: 'GATE_WARRIOR', rule: 'airports', threshold: 5 },
  { code: 'HOTEL_HERO', rule: 'hotel_workouts', threshold: 10 },
  { code: 'GLOBETROTTER', rule: 'cities', threshold: 10 },
  { code: 'CITY_EXPLORER', rule: 'cities', threshold: 5 },
  { code: 'POINTS_1000', rule: 'points', threshold: 1_000 },
  { code: 'POINTS_5000', rule: 'points', threshold: 5_000 },
  { code: 'CALORIE_CRUSHER', rule: 'calories', threshold: 10_000 },
] as const;

export const badgeDefinitionsSeed: Seed = {
  name: 'badge-definitions',
  async run(trx) {
    const rows = BADGE_DEFINITIONS.map((badge, index) => ({
      code: badge.code,
      name_key: `gamification.badge.${badge.code}.name`,
      description_key: `gamification.badge.${badge.code}.description`,
      rule: badge.rule,
      threshold: badge.threshold,
      sort_order: (index + 1) * 10,
    }));
    await trx('badge_definitions')
      .insert(rows)
      .onConflict('code')
      .merge(['name_key', 'description_key', 'rule', 'threshold', 'sort_order']);
  },
};
