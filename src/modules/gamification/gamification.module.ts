import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens } from '../../shared/kernel';
import { KnexProgressReader } from './adapters/knex-progress-reader';
import { GamificationTokens } from './gamification.tokens';

/**
 * Gamification: points, streaks, badges, the city passport and leaderboards.
 * Owns the tables points, streaks, badge_definitions, badges, passport_stamps,
 * city_leaderboards. So far it offers the read facade other modules show.
 */
export const gamificationModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(GamificationTokens.Progress).toResolvedValue((knex: Knex) => new KnexProgressReader(knex), [CoreTokens.Knex]);
  });
