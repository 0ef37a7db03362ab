/**
 * The provider's subscription as we keep it (spec 1 §3 "Subscription record").
 * Provider statuses outside these four (Stripe's `incomplete`, `unpaid`, …) are
 * mapped by the adapter that reads them.
 */
export const RECORD_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export type BillingProvider = 'stripe' | 'paypal' | 'local';

export interface SubscriptionRecord {
  provider: BillingProvider;
  providerSubId: string;
  status: RecordStatus;
  planPriceId: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialStart: Date | null;
  trialEnd: Date | null;
  /**
   * When the provider said this (a webhook event's `created`, or the time we read
   * the object from the provider's API). Events arrive late, twice and out of
   * order; only a newer observation may replace what we hold.
   */
  observedAt: Date;
}

/**
 * Which observation wins when two carry the same time (Stripe's `created` has
 * one-second granularity, and one checkout emits several events in that second):
 * the later stage of the lifecycle, so a cancellation in the same second as an
 * update is never undone by it.
 */
const STAGE: Record<RecordStatus, number> = { trialing: 0, active: 1, past_due: 2, canceled: 3 };

/**
 * The record to keep after observing `incoming`. The result depends only on the
 * set of observations, not on the order they arrived in or how often: the
 * newest observation wins; ties go to the later stage of the lifecycle, then to
 * the one that cancels, then to the later period end, so every pair of
 * observations has one winner.
 */
export function reconcile(current: SubscriptionRecord | null, incoming: SubscriptionRecord): SubscriptionRecord {
  if (!current) return incoming;
  return compareObservations(incoming, current) > 0 ? incoming : current;
}

/** A total order of observations: positive when `a` supersedes `b`, 0 only when they say the same. */
export function compareObservations(a: SubscriptionRecord, b: SubscriptionRecord): number {
  return (
    a.observedAt.getTime() - b.observedAt.getTime() ||
    STAGE[a.status] - STAGE[b.status] ||
    Number(a.cancelAtPeriodEnd) - Number(b.cancelAtPeriodEnd) ||
    time(a.currentPeriodEnd) - time(b.currentPeriodEnd) ||
    time(a.trialEnd) - time(b.trialEnd) ||
    time(a.trialStart) - time(b.trialStart) ||
    a.planPriceId.localeCompare(b.planPriceId)
  );
}

const time = (date: Date | null): number => date?.getTime() ?? 0;
