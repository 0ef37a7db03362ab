import type { Knex } from 'knex';
import { contract } from '../../../../contracts';
import { planCalendarMessages } from '../../../../contracts/i18n/plan-calendar-messages';
import { mountContract, viewerGuard, type HttpRoutes } from '../../../shared/http';
import { FormatjsTranslator } from '../../../shared/i18n';
import type { Clock, ViewerDirectory } from '../../../shared/kernel';
import type { PlanAccess } from '../application/ports/plan-access.port';
import type { StoredPlans } from './application/ports/stored-plans.port';
import { IcalGeneratorCalendarRenderer } from './adapters/ical-generator-calendar-renderer';
import { KnexCalendarFeedStore } from './adapters/knex-calendar-feed-store';
import { MakeCalendarFeedUseCase } from './application/make-calendar-feed.use-case';
import { planCalendarLinks } from './application/plan-calendar-links';
import { planCalendarTexts } from './application/plan-calendar-texts';
import { ReadCalendarFeedQuery } from './application/read-calendar-feed.query';
import { createPlanCalendarRouter } from './http/plan-calendar.router';

export interface PlanCalendarDeps {
  knex: Knex;
  clock: Clock;
  viewers: ViewerDirectory;
  /** Consumer port the subscriptions module provides: the Pro gate of plans (ADR 0007). */
  access: PlanAccess;
  /** The plans module's store, read in the feed's language. */
  plans: StoredPlans;
  config: {
    /** The origin of the links the feed hands out and carries (config `PUBLIC_ORIGIN`). */
    publicOrigin: string;
  };
}

export interface PlanCalendar {
  routes: HttpRoutes;
}

/**
 * The plan as a calendar feed (issue 14, ADR 0042): a private, revocable link
 * a calendar app subscribes to, whose events are the stored plan's sessions.
 */
export function createPlanCalendar({ knex, clock, viewers, access, plans, config }: PlanCalendarDeps): PlanCalendar {
  const feeds = new KnexCalendarFeedStore(knex);
  const links = planCalendarLinks(config.publicOrigin);
  const translator = new FormatjsTranslator(planCalendarMessages);
  const router = createPlanCalendarRouter({
    viewers: viewerGuard(viewers),
    feeds,
    makeFeed: new MakeCalendarFeedUseCase(access, feeds, links, clock),
    readFeed: new ReadCalendarFeedQuery({
      store: feeds,
      plans,
      access,
      renderer: new IcalGeneratorCalendarRenderer(),
      links,
      texts: (locale) => planCalendarTexts((...args) => translator.t(...args), locale),
    }),
  });
  return { routes: { name: 'plan-calendar', mount: (app) => mountContract(app, contract.calendar, router) } };
}
