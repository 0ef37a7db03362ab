import type { PlanId } from '../../../../../contracts/subscriptions';
import type { SubscriptionRecord } from '../../domain/subscription-record';

/** A user's subscription as stored: the provider's record, with what we need to act on it. */
export interface StoredSubscription {
  userId: string;
  plan: PlanId | null;
  customerId: string | null;
  record: SubscriptionRecord;
}

export interface SubscriptionRepository {
  /** The user's latest subscription, or null when they never had one. */
  latestOf(userId: string): Promise<StoredSubscription | null>;
  /**
   * Keeps an observation of the provider's subscription: in one transaction, the
   * stored record and the new one are reconciled (the newer wins, whatever the
   * order they arrive in) and the winner is stored and returned.
   */
  observe(subscription: StoredSubscription): Promise<StoredSubscription>;
  /**
   * A provider event's observation, exactly once: the event id is stored in the
   * same transaction as the observation. False, with nothing changed, when that
   * event was processed before.
   */
  observeEvent(eventId: string, eventType: string, subscription: StoredSubscription): Promise<boolean>;
}
