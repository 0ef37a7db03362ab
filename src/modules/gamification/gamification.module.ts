import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens, type Clock } from '../../shared/kernel';
import { WorkoutsTokens } from '../workouts';
import { KnexProgressReader } from './adapters/knex-progress-reader';
import { KnexSessionScoring } from './adapters/knex-session-scoring';
import { GamificationTokens } from './gamification.tokens';

/**
 * Gamification: points, streaks, badges, the city passport and leaderboards.
 * Owns the tables points, streaks, badge_definitions, badges, passport_stamps,
 * city_leaderboards, progress_counters. Offers the read facade other modules
 * show, and binds the scoring port the workouts module declares
 * (`WorkoutsTokens.SessionScoring`, ADR 0007, 0033): gamification depends on
 * workouts, not the reverse.
 */
export const gamificationModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(GamificationTokens.Progress).toResolvedValue(
      (knex: Knex, clock: Clock) => new KnexProgressReader(knex, clock),
      [CoreTokens.Knex, CoreTokens.Clock],
    );
    bind(WorkoutsTokens.SessionScoring).toConstantValue(new KnexSessionScoring());
  });
