import type { SubscriptionStanding } from '../../domain/allowance';

/**
 * Declared here, provided by the subscriptions module (ADR 0007): its
 * entitlements decide who is Pro, for the allowance as for every other gate.
 */
export interface SubscriptionStatusReader {
  standingOf(userId: string): Promise<SubscriptionStanding>;
}
