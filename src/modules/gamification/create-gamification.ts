import type { Knex } from 'knex';
import { contract } from '../../../contracts';
import { PROGRESS_LIMITS } from '../../../contracts/gamification';
import { progressMessages } from '../../../contracts/i18n/progress-messages';
import { mountContract, viewerGuard, type HttpRoutes } from '../../shared/http';
import { FormatjsTranslator } from '../../shared/i18n';
import type { Clock, ViewerDirectory } from '../../shared/kernel';
import type { SessionStats } from '../workouts';
import { KnexCityBoards } from './adapters/knex-city-boards';
import { KnexLeaderboard } from './adapters/knex-leaderboard';
import { KnexProgressReader } from './adapters/knex-progress-reader';
import { AnalyticsStatsQuery } from './application/analytics-stats.query';
import { HistoryQuery } from './application/history.query';
import { CityLeaderboardQuery, LeaderboardQuery } from './application/leaderboard.query';
import type { AnalyticsAccess } from './application/ports/analytics-access.port';
import type { TravellerWeights } from './application/ports/traveller-weights.port';
import type { ProgressTexts } from './application/progress-texts';
import { createProgressRouter } from './http/progress.router';

export interface GamificationDeps {
  knex: Knex;
  /** The leaderboards' and top cities' reads, which may lag behind writes (a read replica, ADR 0050). */
  readKnex: Knex;
  clock: Clock;
  viewers: ViewerDirectory;
  /** Workouts' read facade over completed sessions. */
  sessions: SessionStats;
  /** Consumer port the subscriptions module provides: the analytics gate (ADR 0007). */
  analyticsAccess: AnalyticsAccess;
  /** Consumer port the accounts module provides: body weights for calories. */
  weights: TravellerWeights;
}

export interface Gamification {
  routes: HttpRoutes;
}

/**
 * Gamification's HTTP side: the traveller's badges, passport and history, the
 * global and city leaderboards, and Pro analytics. Its read facade
 * (`GamificationTokens.Progress`) needs nothing from other modules and is
 * bound on its own (gamification.module.ts): accounts reads it, and these
 * routes need accounts' weights.
 */
export function createGamification({ knex, readKnex, clock, viewers, sessions, analyticsAccess, weights }: GamificationDeps): Gamification {
  const progress = new KnexProgressReader(knex, clock);
  const cityBoards = new KnexCityBoards(readKnex);
  const translator = new FormatjsTranslator(progressMessages);
  const texts: ProgressTexts = {
    untitledWorkout: (locale, minutes) => translator.t(locale, 'progress-texts.workout.untitled', { minutes }),
  };
  const router = createProgressRouter({
    viewers: viewerGuard(viewers),
    progress,
    leaderboard: new LeaderboardQuery(new KnexLeaderboard(readKnex)),
    cityLeaderboard: new CityLeaderboardQuery(cityBoards, PROGRESS_LIMITS.leaderboardDefault),
    cityBoards,
    analytics: new AnalyticsStatsQuery({ access: analyticsAccess, sessions, progress, weights, texts }),
    history: new HistoryQuery(sessions, progress, texts, clock),
  });
  return { routes: { name: 'gamification', mount: (app) => mountContract(app, contract.progress, router) } };
}
