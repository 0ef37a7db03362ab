import type { Knex } from 'knex';
import { contract } from '../../../contracts';
import { mountContract, type HttpRoutes } from '../../shared/http';
import type { Clock, EventSubscriber, RateLimiter, ViewerDirectory } from '../../shared/kernel';
import type { AccountOpened } from '../accounts';
import type { SubscriptionStatusChanged } from '../subscriptions';
import { KnexAnalyticsEvents } from './adapters/knex-analytics-events';
import { KnexAnalyticsReport } from './adapters/knex-analytics-report';
import { AdminReportQuery } from './application/admin-report.query';
import { countOpenedAccounts } from './application/count-opened-accounts.subscriber';
import { countSubscriptionChanges } from './application/count-subscription-changes.subscriber';
import { RecordEventUseCase } from './application/record-event.use-case';
import { ANALYTICS_LIMITS, type AnalyticsLimits } from './domain/analytics-limits';
import { createAnalyticsRouter } from './http/analytics.router';

export interface AnalyticsDeps {
  knex: Knex;
  /** The administrators' report's reads, which may lag behind writes (a read replica, ADR 0050). */
  readKnex: Knex;
  clock: Clock;
  viewers: ViewerDirectory;
  limiter: RateLimiter;
  /** The limits of ANALYTICS_LIMITS, unless a test needs others. */
  limits?: AnalyticsLimits;
}

export interface Analytics {
  routes: HttpRoutes;
  /** The funnel's steps the server knows itself: the register step… */
  countOpenedAccounts: EventSubscriber<AccountOpened>;
  /** …and the trial and active steps. */
  countSubscriptionChanges: EventSubscriber<SubscriptionStatusChanged>;
}

/**
 * First-party analytics (docs/adr/0045): owns `analytics_events`. Records the
 * events the web app sends, the funnel steps other modules announce, and
 * answers the administrators' report.
 */
export function createAnalytics({ knex, readKnex, clock, viewers, limiter, limits = ANALYTICS_LIMITS }: AnalyticsDeps): Analytics {
  const events = new KnexAnalyticsEvents(knex);
  const useCases = {
    record: new RecordEventUseCase(events, limiter, limits, clock),
    adminReport: new AdminReportQuery(new KnexAnalyticsReport(readKnex), clock),
  };
  return {
    routes: { name: 'analytics', mount: (app) => mountContract(app, contract.analytics, createAnalyticsRouter(useCases, viewers)) },
    countOpenedAccounts: countOpenedAccounts(events),
    countSubscriptionChanges: countSubscriptionChanges(events),
  };
}
