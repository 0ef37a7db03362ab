import type { Result } from '../../../shared/kernel';
import type { CurrentSubscription } from './current-subscription.query';
import { recordCompleted, type RecordCompletedDeps } from './record-completed';

/**
 * The checkout return (spec 1 §4): the session the browser came back with is
 * asked of the provider, and only a completed checkout of this traveller
 * records anything; a made-up or someone else's session id changes nothing.
 */
export class VerifySessionUseCase {
  constructor(private readonly deps: RecordCompletedDeps) {}

  async execute(
    userId: string,
    sessionId: string,
  ): Promise<Result<CurrentSubscription, 'subscriptions.billing-unavailable' | 'subscriptions.unknown-session'>> {
    return recordCompleted(this.deps, userId, 'subscriptions.unknown-session', (gateway) => gateway.completedCheckout(sessionId, userId));
  }
}
