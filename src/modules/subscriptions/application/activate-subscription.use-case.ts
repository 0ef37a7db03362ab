import type { Result } from '../../../shared/kernel';
import type { CurrentSubscription } from './current-subscription.query';
import { recordCompleted, type RecordCompletedDeps } from './record-completed';

/**
 * The paywall's activation (spec 1 §7 `POST /api/subscription/activate`):
 * after the browser confirmed the card of the subscription it created, the
 * provider is asked for it, and only this traveller's confirmed subscription
 * records anything; a made-up, someone else's or unconfirmed id changes nothing.
 */
export class ActivateSubscriptionUseCase {
  constructor(private readonly deps: RecordCompletedDeps) {}

  async execute(
    userId: string,
    subscriptionId: string,
  ): Promise<Result<CurrentSubscription, 'subscriptions.billing-unavailable' | 'subscriptions.unknown-subscription'>> {
    return recordCompleted(this.deps, userId, 'subscriptions.unknown-subscription', (gateway) =>
      gateway.confirmedSubscription(subscriptionId, userId),
    );
  }
}
