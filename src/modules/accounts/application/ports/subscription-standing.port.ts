import type { SubscriptionStanding } from '../../domain/user';

/**
 * Declared by accounts, bound by the subscriptions module to its entitlements
 * (ADR 0007), so the profile, the session bootstrap and sign-in answer the
 * same account type and status as `GET /api/subscription/status`: derived
 * from the subscription record and the clock, never a stored copy that a
 * trial ending by the clock would leave stale.
 */
export interface SubscriptionStandingReader {
  standingOf(userId: string): Promise<SubscriptionStanding>;
}
