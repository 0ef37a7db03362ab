import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { contract } from '../../../../contracts';
import { CityLeaderboardParamsSchema, PROGRESS_LIMITS } from '../../../../contracts/gamification';
import { foreignUidIn, invalidRequest, issuesOf, notYourDevice, problem, requestLocale, type ViewerGuard } from '../../../shared/http';
import type { AnalyticsStatsQuery } from '../application/analytics-stats.query';
import type { HistoryQuery } from '../application/history.query';
import type { CityLeaderboardQuery, LeaderboardQuery } from '../application/leaderboard.query';
import type { CityBoards } from '../application/ports/city-boards.port';
import type { TravellerProgress } from '../application/ports/traveller-progress.port';

const s = initServer();

export interface ProgressHttpDeps {
  viewers: ViewerGuard;
  progress: TravellerProgress;
  leaderboard: LeaderboardQuery;
  cityLeaderboard: CityLeaderboardQuery;
  cityBoards: CityBoards;
  analytics: AnalyticsStatsQuery;
  history: HistoryQuery;
}

/**
 * Reading progress (contracts/gamification): the traveller's own badges,
 * passport and history (`handleOwn`: a `uid` that is not theirs is refused),
 * the shared leaderboards (anyone; a known caller also finds their own row),
 * and Pro analytics (a signed-in session).
 */
export function createProgressRouter({
  viewers,
  progress,
  leaderboard,
  cityLeaderboard,
  cityBoards,
  analytics,
  history,
}: ProgressHttpDeps) {
  /** A shared page's viewer: whoever the credentials name, or nobody (no or unusable credentials only lose the "you" marks). */
  async function sharedPageViewer(req: Request): Promise<{ userId: string } | null | { someoneElse: 'query' | 'body' }> {
    const identified = await viewers.identify(req);
    if (!identified.ok) return null;
    const foreign = foreignUidIn(req, identified.value);
    return foreign ? { someoneElse: foreign } : identified.value;
  }

  return s.router(contract.progress, {
    badges: viewers.handleOwn(async ({ viewer }) => ({ status: 200 as const, body: { badges: await progress.badgesOf(viewer.userId) } })),

    passport: viewers.handleOwn(async ({ viewer }) => {
      const cities = await progress.passportOf(viewer.userId);
      return { status: 200 as const, body: { cityCount: cities.length, cities } };
    }),

    leaderboard: async ({ query, req }) => {
      // ts-rest types the parsed query (`limit` a number); the edge reads the headers and the raw `uid`.
      const viewer = await sharedPageViewer(req as unknown as Request);
      if (viewer && 'someoneElse' in viewer) return notYourDevice(viewer.someoneElse);
      return { status: 200, body: await leaderboard.execute({ limit: query.limit, viewerId: viewer?.userId ?? null }) };
    },

    topCities: async () => ({ status: 200, body: { cities: await cityBoards.topCities(PROGRESS_LIMITS.topCities) } }),

    cityLeaderboard: async ({ params, req }) => {
      const search = CityLeaderboardParamsSchema.safeParse(params);
      if (!search.success) return invalidRequest(issuesOf('params', search.error));
      const viewer = await sharedPageViewer(req);
      if (viewer && 'someoneElse' in viewer) return notYourDevice(viewer.someoneElse);
      return { status: 200, body: await cityLeaderboard.execute({ ...search.data, viewerId: viewer?.userId ?? null }) };
    },

    analyticsStats: viewers.handleSession(async ({ viewer, req }) => {
      const result = await analytics.execute(viewer.userId, requestLocale(req));
      if (result.ok) return { status: 200 as const, body: result.value };
      switch (result.code) {
        case 'gamification.pro-required':
          return problem(403 as const, result.code);
      }
    }),

    history: viewers.handleOwn(async ({ viewer, req }) => ({
      status: 200 as const,
      body: await history.execute(viewer.userId, requestLocale(req)),
    })),
  });
}
