import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens, type Clock, type ViewerDirectory } from '../../shared/kernel';
import { WorkoutsTokens, type SessionStats } from '../workouts';
import { KnexProgressReader } from './adapters/knex-progress-reader';
import { KnexSessionScoring } from './adapters/knex-session-scoring';
import { KnexStreakReader } from './adapters/knex-streak-reader';
import type { AnalyticsAccess } from './application/ports/analytics-access.port';
import type { TravellerWeights } from './application/ports/traveller-weights.port';
import { createGamification } from './create-gamification';
import { GamificationTokens } from './gamification.tokens';

/**
 * Gamification: points, streaks, badges, the city passport and leaderboards.
 * Owns the tables points, points_histogram, streaks, badge_definitions,
 * badges, passport_stamps, city_leaderboards, progress_counters. Binds its
 * read facades (progress; the streak each workout reached), its routes, and the scoring port the workouts module declares
 * (`WorkoutsTokens.SessionScoring`, ADR 0007, 0033): gamification depends on
 * workouts, not the reverse. `AnalyticsAccess` is bound by the subscriptions
 * module, `TravellerWeights` by the accounts module.
 */
export const gamificationModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(GamificationTokens.Progress).toResolvedValue(
      (knex: Knex, clock: Clock) => new KnexProgressReader(knex, clock),
      [CoreTokens.Knex, CoreTokens.Clock],
    );
    bind(GamificationTokens.Streaks).toResolvedValue((knex: Knex) => new KnexStreakReader(knex), [CoreTokens.Knex]);
    bind(WorkoutsTokens.SessionScoring).toConstantValue(new KnexSessionScoring());
    bind(CoreTokens.HttpRoutes).toResolvedValue(
      (
        knex: Knex,
        readKnex: Knex,
        clock: Clock,
        viewers: ViewerDirectory,
        sessions: SessionStats,
        analyticsAccess: AnalyticsAccess,
        weights: TravellerWeights,
      ) => createGamification({ knex, readKnex, clock, viewers, sessions, analyticsAccess, weights }).routes,
      [
        CoreTokens.Knex,
        CoreTokens.ReadKnex,
        CoreTokens.Clock,
        CoreTokens.Viewers,
        WorkoutsTokens.SessionStats,
        GamificationTokens.AnalyticsAccess,
        GamificationTokens.TravellerWeights,
      ],
    );
  });
