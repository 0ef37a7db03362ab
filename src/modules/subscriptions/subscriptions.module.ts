import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { CoreTokens, type Clock, type EventBus, type JobQueue, type ViewerDirectory } from '../../shared/kernel';
import { AccountsTokens, type AccountsFacade, type Mailer } from '../accounts';
import { GamificationTokens } from '../gamification';
import { PlansTokens } from '../plans';
import { UsageTokens } from '../usage';
import { WorkoutsTokens } from '../workouts';
import type { BillingSettings } from './application/billing-settings';
import { createSubscriptions, type Subscriptions } from './create-subscriptions';
import { SubscriptionsTokens } from './subscriptions.tokens';

const Built = Symbol('subscriptions.Built') as ServiceIdentifier<Subscriptions>;

/**
 * Binds what subscriptions offers other modules (the entitlements read, the
 * allowance's subscription port that usage declares, the account standing
 * port that accounts declares, the Pro generator's gate that workouts declares, the analytics gate that
 * gamification declares, the plans' gate that plans declares), its routes and the trial reminder's schedule.
 */
export function subscriptionsModule(settings: BillingSettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Built).toResolvedValue(
      (
        knex: Knex,
        clock: Clock,
        events: EventBus,
        viewers: ViewerDirectory,
        accounts: AccountsFacade,
        mailer: Mailer,
        jobs: JobQueue,
        logger: Logger,
      ) => createSubscriptions({ settings, knex, clock, events, viewers, accounts, mailer, jobs, logger }),
      [
        CoreTokens.Knex,
        CoreTokens.Clock,
        CoreTokens.EventBus,
        CoreTokens.Viewers,
        AccountsTokens.Facade,
        AccountsTokens.Mailer,
        CoreTokens.JobQueue,
        CoreTokens.Logger,
      ],
    );
    bind(SubscriptionsTokens.Entitlements).toResolvedValue((built: Subscriptions) => built.entitlements, [Built]);
    bind(WorkoutsTokens.ProAccess).toResolvedValue((built: Subscriptions) => built.entitlements, [Built]);
    bind(GamificationTokens.AnalyticsAccess).toResolvedValue((built: Subscriptions) => built.entitlements, [Built]);
    bind(PlansTokens.PlanAccess).toResolvedValue((built: Subscriptions) => built.entitlements, [Built]);
    bind(UsageTokens.SubscriptionStatus).toResolvedValue((built: Subscriptions) => built.usageStanding, [Built]);
    // Accounts reads it on first use (accounts.module.ts): we identify callers through accounts, so it is built first.
    bind(AccountsTokens.SubscriptionStanding).toResolvedValue((built: Subscriptions) => built.accountStanding, [Built]);
    bind(CoreTokens.HttpRoutes).toResolvedValue((built: Subscriptions) => built.routes, [Built]);
    bind(CoreTokens.ScheduledJobs).toResolvedValue((built: Subscriptions) => built.trialReminders, [Built]);
  });
}
