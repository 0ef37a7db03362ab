import type Stripe from 'stripe';
import type { PlanId } from '../../../../../contracts/subscriptions';
import type { RecordStatus, SubscriptionRecord } from '../../domain/subscription-record';

/**
 * Stripe's subscription statuses onto our four (spec 1 §3). The ones we never
 * aim for are mapped by what they mean for access:
 * - `incomplete` (the first payment is not confirmed yet) and `unpaid` (every
 *   retry of a charge failed) → `past_due`: the subscription exists, nobody pays, no Pro;
 * - `paused` (a trial ended without a payment method) → `past_due`: the same, until a card is added;
 * - `incomplete_expired` (never confirmed, and Stripe will never revive it) → `canceled`.
 * A status Stripe adds later is taken as `past_due`: no access until we know better.
 */
export function recordStatusOf(status: Stripe.Subscription.Status): RecordStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'past_due';
  }
}

/** Stripe's seconds since the epoch, or null. */
const at = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/**
 * Our record of a Stripe subscription as it was at `observedAt`. Since API
 * version 2025-03-31 the billing period lives on each subscription item, not
 * on the subscription: we sell one item, so the first one's is the period.
 */
export function recordOf(subscription: Stripe.Subscription, observedAt: Date): SubscriptionRecord {
  const item = subscription.items.data[0];
  return {
    provider: 'stripe',
    providerSubId: subscription.id,
    status: recordStatusOf(subscription.status),
    planPriceId: item?.price.id ?? '',
    currentPeriodEnd: at(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialStart: at(subscription.trial_start),
    trialEnd: at(subscription.trial_end),
    observedAt,
  };
}

/** The metadata we put on every customer, checkout and subscription we create, to know whose it is. */
export interface OwnerMetadata {
  user_id: string;
  plan: PlanId;
}

export const ownerMetadata = (userId: string, plan: PlanId): OwnerMetadata & Record<string, string> => ({ user_id: userId, plan });

/** Our user's id on a Stripe object we created, or null when it carries none. */
export function ownerOf(object: { metadata?: Stripe.Metadata | null }): string | null {
  const userId = object.metadata?.user_id;
  return typeof userId === 'string' && userId !== '' ? userId : null;
}

/** The plan a subscription is for: by its price, else by the metadata we set. */
export function planOf(subscription: Stripe.Subscription, priceIds: Readonly<Record<PlanId, string>>): PlanId | null {
  const priceId = subscription.items.data[0]?.price.id;
  const byPrice = (Object.keys(priceIds) as PlanId[]).find((plan) => priceIds[plan] === priceId);
  if (byPrice) return byPrice;
  const named = subscription.metadata?.plan;
  return named === 'monthly' || named === 'annual' ? named : null;
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
export const idOf = (field: string | { id: string } | null | undefined): string | null =>
  field == null ? null : typeof field === 'string' ? field : field.id;
