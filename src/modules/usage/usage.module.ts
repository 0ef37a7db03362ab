import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens, type Clock, type ViewerDirectory } from '../../shared/kernel';
import { WorkoutsTokens } from '../workouts';
import type { SubscriptionStatusReader } from './application/ports/subscription-status-reader.port';
import { createUsage, type Usage } from './create-usage';
import { UsageTokens } from './usage.tokens';

const Built = Symbol('usage.Built') as ServiceIdentifier<Usage>;

/**
 * Binds usage's facade, its routes and the two ports the workouts module
 * declares for generation (`WorkoutsTokens.Allowance`, `WorkoutsTokens.FreeWorkoutPass`):
 * usage depends on workouts, not the reverse. Its own port
 * `UsageTokens.SubscriptionStatus` is bound by the subscriptions module.
 */
export function usageModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Built).toResolvedValue(
      (knex: Knex, clock: Clock, viewers: ViewerDirectory, subscriptions: SubscriptionStatusReader) =>
        createUsage({ knex, clock, viewers, subscriptions }),
      [CoreTokens.Knex, CoreTokens.Clock, CoreTokens.Viewers, UsageTokens.SubscriptionStatus],
    );
    bind(UsageTokens.Facade).toResolvedValue((usage: Usage) => usage.facade, [Built]);
    bind(WorkoutsTokens.Allowance).toResolvedValue((usage: Usage) => usage.workoutAllowance, [Built]);
    bind(WorkoutsTokens.FreeWorkoutPass).toResolvedValue((usage: Usage) => usage.freeWorkoutPass, [Built]);
    bind(CoreTokens.HttpRoutes).toResolvedValue((usage: Usage) => usage.routes, [Built]);
    bind(CoreTokens.EventSubscribers).toResolvedValue((usage: Usage) => usage.planCounter, [Built]);
  });
}
