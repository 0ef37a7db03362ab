import { initServer } from '@ts-rest/express';
import { contract } from '../../../../../contracts';
import { problem, requestLocale, type ViewerGuard } from '../../../../shared/http';
import type { MakeCalendarFeedUseCase } from '../application/make-calendar-feed.use-case';
import type { CalendarFeedStore } from '../application/ports/calendar-feed-store.port';
import type { ReadCalendarFeedQuery } from '../application/read-calendar-feed.query';

const s = initServer();

export interface PlanCalendarHttpDeps {
  viewers: ViewerGuard;
  makeFeed: MakeCalendarFeedUseCase;
  readFeed: ReadCalendarFeedQuery;
  feeds: CalendarFeedStore;
}

/**
 * The plan's calendar feed (contracts/plans/calendar.contract.ts): managing
 * the link needs a signed-in session; reading the feed needs only the link,
 * whose token is its credential (the request log keeps it out, see
 * src/app/http/request-logging.ts).
 */
export function createPlanCalendarRouter({ viewers, makeFeed, readFeed, feeds }: PlanCalendarHttpDeps) {
  return s.router(contract.calendar, {
    calendarFeedStatus: viewers.handleSession(async ({ viewer }) => {
      const feed = await feeds.ofTraveller(viewer.userId);
      return { status: 200 as const, body: { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null } };
    }),

    createCalendarFeed: viewers.handleSession(async ({ viewer, req }) => {
      const result = await makeFeed.execute(viewer.userId, requestLocale(req));
      if (result.ok) return { status: 201 as const, body: result.value };
      switch (result.code) {
        case 'plans.pro-required':
          return problem(403 as const, result.code);
      }
    }),

    revokeCalendarFeed: viewers.handleSession(async ({ viewer }) => {
      await feeds.revoke(viewer.userId);
      return { status: 204 as const, body: undefined };
    }),

    calendarFeed: async ({ params, res }) => {
      const result = await readFeed.execute(params.feed.slice(0, -'.ics'.length));
      // Private to its traveller: no shared cache may keep it, and every fetch sees the latest plan.
      res.setHeader('cache-control', 'private, no-store');
      if (!result.ok) {
        switch (result.code) {
          case 'plans.calendar-feed-not-found':
            return problem(404 as const, result.code);
        }
      }
      res.setHeader('content-disposition', 'attachment; filename="travelfit-plan.ics"');
      return { status: 200 as const, body: result.value };
    },
  });
}
