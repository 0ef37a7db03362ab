import type { SubscriptionStatus } from '../../../../../contracts/accounts';

/**
 * Whether a traveller may build and export travel plans now: a trial, an
 * active subscription, or a cancelled one until its trial or period ends
 * (the Pro benefit "4-week travel fitness plans", spec 1 §1).
 *
 * Declared here, provided by the subscriptions module (ADR 0007): bound by
 * `subscriptions.module.ts` to `PlansTokens.PlanAccess`.
 */
export interface PlanAccess {
  entitlementOf(userId: string): Promise<{ pro: boolean; subscriptionStatus: SubscriptionStatus }>;
}
