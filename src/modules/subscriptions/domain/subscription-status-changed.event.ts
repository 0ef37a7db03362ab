import type { SubscriptionStatus } from '../../../../contracts/accounts';
import type { DomainEvent } from '../../../shared/kernel';
import type { Entitlement } from './entitlement';

export const SUBSCRIPTION_STATUS_CHANGED = 'subscriptions.status-changed';

/**
 * A traveller's subscription status changed with a new observation of their
 * subscription (a trial started, was cancelled or resumed, a charge failed…).
 * A boundary passed by the clock alone (a trial's end) changes the status
 * without an observation; it is announced with the next one, if it changes
 * the status then.
 */
export type SubscriptionStatusChanged = DomainEvent<
  typeof SUBSCRIPTION_STATUS_CHANGED,
  { userId: string; from: SubscriptionStatus; to: SubscriptionStatus; pro: boolean }
>;

/** The event for a change of entitlement, or null when the status stayed the same. */
export function statusChangeOf(
  userId: string,
  before: Entitlement,
  after: Entitlement,
  occurredAt: Date,
): SubscriptionStatusChanged | null {
  if (before.subscriptionStatus === after.subscriptionStatus) return null;
  return {
    name: SUBSCRIPTION_STATUS_CHANGED,
    payload: { userId, from: before.subscriptionStatus, to: after.subscriptionStatus, pro: after.pro },
    occurredAt,
  };
}
