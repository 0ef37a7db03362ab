import { randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { CurrentSubscription, CurrentSubscriptionQuery } from './current-subscription.query';
import type { BillingGateway } from './ports/billing-gateway.port';
import type { SubscriptionRepository } from './ports/subscription-repository.port';

/**
 * Cancel at the end of the trial or period, or undo that while it lasts
 * (spec 1 §4: a cancelled subscription keeps access until its period ends).
 * Only the caller's own subscription is ever touched: it is looked up by the
 * signed-in user, never by an id from the request.
 */
export class ChangeCancellationUseCase {
  constructor(
    private readonly gateway: BillingGateway | null,
    private readonly subscriptions: SubscriptionRepository,
    private readonly current: CurrentSubscriptionQuery,
  ) {}

  /** `onlySubscription`: act only if the user's current subscription is this one (a link made for it). */
  async execute(
    userId: string,
    cancel: boolean,
    onlySubscription?: string,
  ): Promise<Result<CurrentSubscription, 'subscriptions.billing-unavailable' | 'subscriptions.no-subscription'>> {
    if (!this.gateway) return fail('subscriptions.billing-unavailable');
    const { stored, entitlement } = await this.current.of(userId);
    if (!stored || !entitlement.pro) return fail('subscriptions.no-subscription');
    if (onlySubscription !== undefined && stored.record.providerSubId !== onlySubscription) return fail('subscriptions.no-subscription');
    if (stored.record.cancelAtPeriodEnd !== cancel) {
      const changed = await this.gateway.setCancelAtPeriodEnd(stored.record.providerSubId, cancel, `cancel:${randomUUID()}`);
      await this.subscriptions.observe({ ...stored, record: changed });
    }
    return ok(await this.current.of(userId));
  }
}
