import type { ServiceIdentifier } from 'inversify';
import type { SubscriptionStatusReader } from './application/ports/subscription-status-reader.port';
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
