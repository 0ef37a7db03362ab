import { fail, ok, type Result } from '../../../shared/kernel';
import type { CurrentSubscription, CurrentSubscriptionQuery } from './current-subscription.query';
import type { BillingGateway } from './ports/billing-gateway.port';
import type { SubscriptionRepository } from './ports/subscription-repository.port';

/**
 * The checkout return (spec 1 §4): the session the browser came back with is
 * asked of the provider, and only a completed checkout of this traveller
 * records anything; a made-up or someone else's session id changes nothing.
 * The webhook records the same subscription too; whichever comes first, the
 * record is the same.
 */
export class VerifySessionUseCase {
  constructor(
    private readonly gateway: BillingGateway | null,
    private readonly subscriptions: SubscriptionRepository,
    private readonly current: CurrentSubscriptionQuery,
  ) {}

  async execute(
    userId: string,
    sessionId: string,
  ): Promise<Result<CurrentSubscription, 'subscriptions.billing-unavailable' | 'subscriptions.unknown-session'>> {
    if (!this.gateway) return fail('subscriptions.billing-unavailable');
    const completed = await this.gateway.completedCheckout(sessionId, userId);
    if (!completed) return fail('subscriptions.unknown-session');
    await this.subscriptions.observe({ userId, plan: completed.plan, customerId: completed.customerId, record: completed.subscription });
    return ok(await this.current.of(userId));
  }
}
