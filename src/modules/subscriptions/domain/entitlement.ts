import type { SubscriptionStatus } from '../../../../contracts/accounts';
import type { SubscriptionRecord } from './subscription-record';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a traveller may do now, derived from the stored record and the clock alone (no cron keeps it true). */
export interface Entitlement {
  /** Spec 1 §3: none, trial, active, canceled (access until it ends) or expired. */
  subscriptionStatus: SubscriptionStatus;
  /** Pro access: the generator, analytics and 4-week plans. Pro accounts while true. */
  pro: boolean;
  isTrial: boolean;
  trialEndsAt: Date | null;
  /** When access stops unless the subscription renews; null while it renews by itself. */
  accessEndsAt: Date | null;
  /** Whole days left of the trial, or of access after a cancellation; null otherwise. */
  daysRemaining: number | null;
}

export const NO_SUBSCRIPTION: Entitlement = {
  subscriptionStatus: 'none',
  pro: false,
  isTrial: false,
  trialEndsAt: null,
  accessEndsAt: null,
  daysRemaining: null,
};

/**
 * The one mapping from the provider's state and the clock to a traveller's
 * status (spec 1 §4, DECISIONS "billing and plans"):
 * - trialing: `trial` until the trial ends; then, like Stripe, the first charge is
 *   due and access continues until the provider says it failed (past_due);
 * - active: `active` while it renews;
 * - a cancellation at period end keeps access until the trial or the period ends
 *   (`canceled`), then `expired`;
 * - past_due (a failed charge) and canceled (ended by the provider): `expired`.
 */
export function entitlementOf(record: SubscriptionRecord | null, now: Date): Entitlement {
  if (!record) return NO_SUBSCRIPTION;
  const trialEndsAt = record.trialEnd;
  const inTrial = record.status === 'trialing' && trialEndsAt !== null && now < trialEndsAt;
  switch (record.status) {
    case 'trialing':
    case 'active': {
      if (record.cancelAtPeriodEnd) {
        const accessEndsAt = inTrial ? trialEndsAt : record.currentPeriodEnd;
        if (!accessEndsAt || now >= accessEndsAt) return expired(trialEndsAt);
        return {
          subscriptionStatus: 'canceled',
          pro: true,
          isTrial: inTrial,
          trialEndsAt,
          accessEndsAt,
          daysRemaining: daysUntil(accessEndsAt, now),
        };
      }
      if (inTrial) {
        return {
          subscriptionStatus: 'trial',
          pro: true,
          isTrial: true,
          trialEndsAt,
          accessEndsAt: null,
          daysRemaining: daysUntil(trialEndsAt, now),
        };
      }
      return { subscriptionStatus: 'active', pro: true, isTrial: false, trialEndsAt, accessEndsAt: null, daysRemaining: null };
    }
    case 'past_due':
    case 'canceled':
      return expired(trialEndsAt);
  }
}

function expired(trialEndsAt: Date | null): Entitlement {
  return { ...NO_SUBSCRIPTION, subscriptionStatus: 'expired', trialEndsAt };
}

/** Days left, counting a started day as a whole one: 3 days ahead shows 3, one hour ahead shows 1. */
function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}
