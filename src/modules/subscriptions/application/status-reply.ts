import type { SubscriptionStatusReply } from '../../../../contracts/subscriptions';
import type { CurrentSubscription } from './current-subscription.query';

/** Spec 1 §3 "Subscription status (as read by the client)" for a signed-in traveller. */
export function statusReplyOf({ stored, entitlement }: CurrentSubscription): SubscriptionStatusReply {
  const record = stored?.record ?? null;
  return {
    subscriptionStatus: entitlement.subscriptionStatus,
    accountType: entitlement.pro ? 'pro' : 'registered',
    isActive: entitlement.pro,
    isTrial: entitlement.isTrial,
    trialEndsAt: iso(entitlement.trialEndsAt),
    daysRemaining: entitlement.daysRemaining,
    planName: stored?.plan ?? null,
    // The provider's id whichever provider it is: the local one stands in for Stripe offline.
    stripeSubscriptionId: record?.providerSubId ?? null,
    stripeStatus: record?.status ?? null,
    currentPeriodEnd: iso(record?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: record?.cancelAtPeriodEnd ?? false,
    accessEndsAt: iso(entitlement.accessEndsAt),
  };
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;
