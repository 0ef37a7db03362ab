import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens, type Clock, type ViewerDirectory } from '../../shared/kernel';
import { WorkoutsTokens, type SessionStats } from '../workouts';
import { KnexProgressReader } from './adapters/knex-progress-reader';
import type { AnalyticsAccess } from './application/ports/analytics-access.port';
import type { TravellerWeights } from './application/ports/traveller-weights.port';
import { createGamification } from './create-gamification';
import { GamificationTokens } from './gamification.tokens';

/**
 * Gamification: points, streaks, badges, the city passport and leaderboards.
 * Owns the tables points, points_histogram, streaks, badge_definitions,
 * badges, passport_stamps, city_leaderboards. Binds its read facade and its
 * routes; `AnalyticsAccess` is bound by the subscriptions module, `TravellerWeights`
 * by the accounts module.
 */
export const gamificationModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(GamificationTokens.Progress).toResolvedValue((knex: Knex) => new KnexProgressReader(knex), [CoreTokens.Knex]);
    bind(CoreTokens.HttpRoutes).toResolvedValue(
      (
        knex: Knex,
        clock: Clock,
        viewers: ViewerDirectory,
        sessions: SessionStats,
        analyticsAccess: AnalyticsAccess,
        weights: TravellerWeights,
      ) => createGamification({ knex, clock, viewers, sessions, analyticsAccess, weights }).routes,
      [
        CoreTokens.Knex,
        CoreTokens.Clock,
        CoreTokens.Viewers,
        WorkoutsTokens.SessionStats,
        GamificationTokens.AnalyticsAccess,
        GamificationTokens.TravellerWeights,
      ],
    );
  });
