import type { EventSubscriber } from '../../../shared/kernel';
import { SUBSCRIPTION_STATUS_CHANGED, type SubscriptionStatusChanged } from '../../subscriptions';
import type { AnalyticsEvents } from './ports/analytics-events.port';

/**
 * The trial and paid steps of the product's funnel: every change of a
 * traveller's subscription status (a trial started, cancelled, resumed, paid
 * or ended) becomes the analytics event `subscription_status_changed` with
 * the statuses before and after, once, whatever the number of deliveries.
 */
export function countSubscriptionChanges(analytics: AnalyticsEvents): EventSubscriber<SubscriptionStatusChanged> {
  return {
    event: SUBSCRIPTION_STATUS_CHANGED,
    subscriber: 'analytics.count-subscription-changes',
    handle: ({ id, payload, occurredAt }) =>
      analytics.add({
        id,
        name: 'subscription_status_changed',
        data: { from: payload.from, to: payload.to },
        travellerId: payload.userId,
        userId: payload.userId,
        occurredAt,
      }),
  };
}
