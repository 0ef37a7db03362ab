import type { SubscriptionStatus } from '../../../../../contracts/accounts';

/**
 * Whether a user is a trial or active subscriber (unlimited) or on the free
 * plan. The default adapter, `AccountsSubscriptionStatusReader`, reads the
 * user's `subscriptionStatus` through the accounts facade; the subscriptions
 * module will replace it with its own facade when it lands.
 */
export interface SubscriptionStatusReader {
  statusOf(userId: string): Promise<SubscriptionStatus>;
}
