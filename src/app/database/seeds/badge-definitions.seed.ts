import { BADGE_RULES } from '../../../modules/gamification';
import type { Seed } from './seed';

/** The badge catalogue of DECISIONS.md ("Badges"), as the gamification rules award it: code, what it counts, threshold. */
export const BADGE_DEFINITIONS = BADGE_RULES.map(({ code, counter, threshold }) => ({ code, rule: counter, threshold }));

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
