import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens, type Clock, type RateLimiter, type ViewerDirectory } from '../../shared/kernel';
import { createAnalytics, type Analytics } from './create-analytics';

const Built = Symbol('analytics.Built') as ServiceIdentifier<Analytics>;

/**
 * Analytics: owns the table analytics_events. Binds its routes and its
 * reactions to accounts' and subscriptions' events (the funnel's server-side
 * steps); limits go through the app's one limiter (`CoreTokens.RateLimiter`).
 */
export const analyticsModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(Built).toResolvedValue(
      (knex: Knex, readKnex: Knex, clock: Clock, viewers: ViewerDirectory, limiter: RateLimiter) =>
        createAnalytics({ knex, readKnex, clock, viewers, limiter }),
      [CoreTokens.Knex, CoreTokens.ReadKnex, CoreTokens.Clock, CoreTokens.Viewers, CoreTokens.RateLimiter],
    );
    bind(CoreTokens.HttpRoutes).toResolvedValue((built: Analytics) => built.routes, [Built]);
    bind(CoreTokens.EventSubscribers).toResolvedValue((built: Analytics) => built.countOpenedAccounts, [Built]);
    bind(CoreTokens.EventSubscribers).toResolvedValue((built: Analytics) => built.countSubscriptionChanges, [Built]);
  });
