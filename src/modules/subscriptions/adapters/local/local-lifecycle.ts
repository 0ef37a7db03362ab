import type { CardOutcome } from '../../domain/test-card';
import type { SubscriptionRecord } from '../../domain/subscription-record';

/** What the local billing provider keeps of a subscription it created. */
export interface LocalSubscription {
  id: string;
  priceId: string;
  interval: 'month' | 'year';
  cardOutcome: CardOutcome;
  trialStart: Date;
  trialEnd: Date;
  /** When the traveller asked to cancel at period end; null when not (or resumed). */
  cancelRequestedAt: Date | null;
}

/**
 * The local provider's view of a subscription at `now`, moving time as Stripe
 * does: trialing until the trial ends; then the first charge succeeds (active,
 * renewing every interval) or fails (past_due); a cancellation at period end
 * ends it when the trial or the period in which it was asked for ends. Derived
 * from the clock, so no scheduled job is needed for access to be right.
 */
export function localSubscriptionAt(subscription: LocalSubscription, now: Date): SubscriptionRecord {
  const base = {
    provider: 'local' as const,
    providerSubId: subscription.id,
    planPriceId: subscription.priceId,
    trialStart: subscription.trialStart,
    trialEnd: subscription.trialEnd,
    observedAt: now,
  };
  const cancelRequested = subscription.cancelRequestedAt !== null;
  const endsAt = cancelRequested ? periodEndAfter(subscription, subscription.cancelRequestedAt!) : null;
  if (now < subscription.trialEnd && (!endsAt || now < endsAt)) {
    return { ...base, status: 'trialing', currentPeriodEnd: subscription.trialEnd, cancelAtPeriodEnd: cancelRequested };
  }
  if (endsAt && now >= endsAt) {
    return { ...base, status: 'canceled', currentPeriodEnd: endsAt, cancelAtPeriodEnd: true };
  }
  const currentPeriodEnd = periodEndAfter(subscription, now);
  if (subscription.cardOutcome !== 'succeeds') {
    return { ...base, status: 'past_due', currentPeriodEnd, cancelAtPeriodEnd: cancelRequested };
  }
  return { ...base, status: 'active', currentPeriodEnd, cancelAtPeriodEnd: cancelRequested };
}

/** The end of the trial, or of the billing period, that contains `moment`. */
export function periodEndAfter(subscription: Pick<LocalSubscription, 'trialEnd' | 'interval'>, moment: Date): Date {
  if (moment < subscription.trialEnd) return subscription.trialEnd;
  const months = subscription.interval === 'year' ? 12 : 1;
  let periods = 1;
  let end = addMonths(subscription.trialEnd, months);
  while (end <= moment) {
    periods += 1;
    end = addMonths(subscription.trialEnd, months * periods);
  }
  return end;
}

/** Calendar months in UTC, keeping the day of the month where it exists (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
