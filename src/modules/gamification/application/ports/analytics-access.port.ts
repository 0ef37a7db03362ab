/**
 * Whether a traveller may open Pro analytics now: a trial, an active
 * subscription, or a cancelled one until its trial or period ends.
 *
 * Declared here, provided by the subscriptions module (ADR 0007): its
 * entitlements decide every Pro gate. Bound by `subscriptions.module.ts` to
 * `GamificationTokens.AnalyticsAccess`.
 */
export interface AnalyticsAccess {
  entitlementOf(userId: string): Promise<{ pro: boolean }>;
}
