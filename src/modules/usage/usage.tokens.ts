import type { ServiceIdentifier } from 'inversify';
import type { AllowanceService } from './application/allowance.service';
import type { FreeWorkoutStore } from './application/ports/free-workout-store.port';
import type { SubscriptionStatusReader } from './application/ports/subscription-status-reader.port';
import type { WeeklyCountStore } from './application/ports/weekly-count-store.port';
import type { UsageUseCases } from './application/usage-use-cases';
import type { UsageFacade } from './application/usage.facade';

export const UsageTokens = {
  /** Public read facade: a user's allowance now. */
  Facade: Symbol.for('usage.Facade') as ServiceIdentifier<UsageFacade>,
  /**
   * Whether a user is a trial or active subscriber. Bound to the accounts-backed
   * default here; the subscriptions module will rebind it to its own facade.
   */
  SubscriptionStatus: Symbol.for('usage.SubscriptionStatus') as ServiceIdentifier<SubscriptionStatusReader>,
} as const;

/** The module's own ports and services; not exported from index.ts. */
export const UsageInternalTokens = {
  WeeklyCounts: Symbol.for('usage.WeeklyCounts') as ServiceIdentifier<WeeklyCountStore>,
  FreeWorkouts: Symbol.for('usage.FreeWorkouts') as ServiceIdentifier<FreeWorkoutStore>,
  Allowance: Symbol.for('usage.Allowance') as ServiceIdentifier<AllowanceService>,
  UseCases: Symbol.for('usage.UseCases') as ServiceIdentifier<UsageUseCases>,
} as const;
