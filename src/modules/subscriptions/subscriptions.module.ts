import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { CoreTokens, type Clock, type JobQueue, type ViewerDirectory } from '../../shared/kernel';
import { AccountsTokens, type AccountsFacade } from '../accounts';
import { UsageTokens } from '../usage';
import type { BillingSettings } from './application/billing-settings';
import { createSubscriptions, type Subscriptions } from './create-subscriptions';
import { SubscriptionsTokens } from './subscriptions.tokens';

const Built = Symbol('subscriptions.Built') as ServiceIdentifier<Subscriptions>;

/**
 * Binds what subscriptions offers other modules (the entitlements read, and
 * the allowance's subscription port that usage declares) and its routes.
 */
export function subscriptionsModule(settings: BillingSettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Built).toResolvedValue(
      (knex: Knex, clock: Clock, viewers: ViewerDirectory, accounts: AccountsFacade, jobs: JobQueue, logger: Logger) =>
        createSubscriptions({ settings, knex, clock, viewers, accounts, jobs, logger }),
      [CoreTokens.Knex, CoreTokens.Clock, CoreTokens.Viewers, AccountsTokens.Facade, CoreTokens.JobQueue, CoreTokens.Logger],
    );
    bind(SubscriptionsTokens.Entitlements).toResolvedValue((built: Subscriptions) => built.entitlements, [Built]);
    bind(UsageTokens.SubscriptionStatus).toResolvedValue((built: Subscriptions) => built.usageStanding, [Built]);
    bind(CoreTokens.HttpRoutes).toResolvedValue((built: Subscriptions) => built.routes, [Built]);
  });
}
