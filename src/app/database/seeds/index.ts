import type { Knex } from 'knex';
import { badgeDefinitionsSeed } from './badge-definitions.seed';
import { demoChallengesSeed } from './demo-challenges.seed';
import { exercisesSeed } from './exercises.seed';
import type { Seed } from './seed';

export type { Seed } from './seed';
export { BADGE_DEFINITIONS } from './badge-definitions.seed';
export { DEMO_CHALLENGES } from './demo-challenges.seed';

/**
 * Every seed, in order: reference data first, then demo content. The exercise
 * catalogue comes first: anything that references exercises must follow it.
 */
export const SEEDS: readonly Seed[] = [exercisesSeed, badgeDefinitionsSeed, demoChallengesSeed];

/** Runs the seeds in order, each in its own transaction. */
export async function runSeeds(knex: Knex, seeds: readonly Seed[] = SEEDS): Promise<void> {
  for (const seed of seeds) {
    await knex.transaction(async (trx) => {
      await seed.run(trx);
    });
  }
}
