import type { SubscriptionStatus } from '../../../../../contracts/accounts';

/**
 * Whether a traveller may use the Pro generator now: a trial, an active
 * subscription, or a cancelled one until its trial or period ends (spec 2 §6).
 *
 * Declared here, provided by the subscriptions module (ADR 0007, ADR 0031):
 * its entitlements, derived from the record and the clock, decide every Pro
 * gate. Bound by `subscriptions.module.ts` to `WorkoutsTokens.ProAccess`.
 */
export interface ProAccess {
  entitlementOf(userId: string): Promise<{ pro: boolean; subscriptionStatus: SubscriptionStatus }>;
}
