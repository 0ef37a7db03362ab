import type { Entitlement } from '../domain/entitlement';

/** What other modules may ask of subscriptions: the one read behind every Pro gate (generator, analytics, plans, allowance). */
export interface Entitlements {
  entitlementOf(userId: string): Promise<Entitlement>;
}
