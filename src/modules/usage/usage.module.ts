import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { contract } from '../../../contracts';
import { mountContract, type HttpRoutes } from '../../shared/http';
import { CoreTokens, type Clock } from '../../shared/kernel';
import { AccountsTokens, type AccountsFacade } from '../accounts';
import { WorkoutsTokens } from '../workouts';
import { AccountsSubscriptionStatusReader } from './adapters/accounts-subscription-status-reader';
import { KnexFreeWorkoutStore } from './adapters/knex-free-workout-store';
import { KnexWeeklyCountStore } from './adapters/knex-weekly-count-store';
import { AllowanceService } from './application/allowance.service';
import { CheckUsageUseCase } from './application/check-usage.use-case';
import { UsageFreeWorkoutPass } from './application/free-workout-pass.service';
import { GrantBonusUseCase } from './application/grant-bonus.use-case';
import { IncrementUsageUseCase } from './application/increment-usage.use-case';
import type { FreeWorkoutStore } from './application/ports/free-workout-store.port';
import type { SubscriptionStatusReader } from './application/ports/subscription-status-reader.port';
import type { WeeklyCountStore } from './application/ports/weekly-count-store.port';
import { ResetUsageUseCase } from './application/reset-usage.use-case';
import type { UsageUseCases } from './application/usage-use-cases';
import { UsageWorkoutAllowance } from './application/workout-allowance.service';
import { createUsageRouter } from './http/usage.router';
import { UsageInternalTokens as T, UsageTokens } from './usage.tokens';

/**
 * Usage: the weekly free allowance (2 a week, Monday 00:00 UTC; unlimited for
 * trial and active subscribers), the one free workout per browser and device,
 * and the exit-offer bonus. Owns the tables usage, free_workout_claims,
 * bonus_grants. Besides its own routes it provides two ports the workouts
 * module declares for generation (`WorkoutsTokens.Allowance`,
 * `WorkoutsTokens.FreeWorkoutPass`): usage depends on workouts, not the reverse.
 */
export const usageModule = new ContainerModule(({ bind }) => {
  bind(T.WeeklyCounts).toResolvedValue((knex: Knex) => new KnexWeeklyCountStore(knex), [CoreTokens.Knex]);
  bind(T.FreeWorkouts).toResolvedValue((knex: Knex) => new KnexFreeWorkoutStore(knex), [CoreTokens.Knex]);
  bind(UsageTokens.SubscriptionStatus).toResolvedValue(
    (accounts: AccountsFacade, clock: Clock) => new AccountsSubscriptionStatusReader(accounts, clock),
    [AccountsTokens.Facade, CoreTokens.Clock],
  );
  bind(T.Allowance).toResolvedValue(
    (counts: WeeklyCountStore, subscriptions: SubscriptionStatusReader, clock: Clock) => new AllowanceService(counts, subscriptions, clock),
    [T.WeeklyCounts, UsageTokens.SubscriptionStatus, CoreTokens.Clock],
  );
  bind(UsageTokens.Facade).toResolvedValue((allowance: AllowanceService) => allowance, [T.Allowance]);

  bind(WorkoutsTokens.Allowance).toResolvedValue(
    (accounts: AccountsFacade, allowance: AllowanceService) => new UsageWorkoutAllowance(accounts, allowance),
    [AccountsTokens.Facade, T.Allowance],
  );
  bind(WorkoutsTokens.FreeWorkoutPass).toResolvedValue(
    (store: FreeWorkoutStore, clock: Clock) => new UsageFreeWorkoutPass(store, clock),
    [T.FreeWorkouts, CoreTokens.Clock],
  );

  bind(T.UseCases).toResolvedValue(
    (accounts: AccountsFacade, allowance: AllowanceService, store: FreeWorkoutStore, clock: Clock): UsageUseCases => ({
      check: new CheckUsageUseCase(accounts, allowance),
      increment: new IncrementUsageUseCase(accounts, allowance),
      reset: new ResetUsageUseCase(accounts, allowance),
      grantBonus: new GrantBonusUseCase(store, clock),
    }),
    [AccountsTokens.Facade, T.Allowance, T.FreeWorkouts, CoreTokens.Clock],
  );

  bind(CoreTokens.HttpRoutes).toResolvedValue(
    (useCases: UsageUseCases): HttpRoutes => ({
      name: 'usage',
      mount: (app) => mountContract(app, contract.usage, createUsageRouter(useCases)),
    }),
    [T.UseCases],
  );
});
