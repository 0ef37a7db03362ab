import type { ServiceIdentifier } from 'inversify';
import type { SubscriptionStatusReader } from './application/ports/subscription-status-reader.port';
import type { UsageFacade } from './application/usage.facade';

export const UsageTokens = {
  /** Public read facade: a user's allowance now. */
  Facade: Symbol.for('usage.Facade') as ServiceIdentifier<UsageFacade>,
  /**
   * Where a user stands with their subscription (unlimited or not). Declared by
   * usage, bound by the subscriptions module to its entitlements (ADR 0007).
   */
  SubscriptionStatus: Symbol.for('usage.SubscriptionStatus') as ServiceIdentifier<SubscriptionStatusReader>,
} as const;
