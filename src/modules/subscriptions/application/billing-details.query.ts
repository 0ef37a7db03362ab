import type { PaymentMethod } from '../../../../contracts/subscriptions';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { BillingSettings } from './billing-settings';
import type { BillingGateway } from './ports/billing-gateway.port';
import type { SubscriptionRepository } from './ports/subscription-repository.port';

type NoBilling = 'subscriptions.billing-unavailable' | 'subscriptions.no-subscription';

/** The Account tab's billing card: the traveller's own cards, masked, and their billing portal. */
export class BillingDetailsQuery {
  constructor(
    private readonly gateway: BillingGateway | null,
    private readonly subscriptions: SubscriptionRepository,
    private readonly settings: BillingSettings,
  ) {}

  /** No subscription, no cards: an empty list rather than a refusal, so the card simply shows none. */
  async paymentMethods(userId: string): Promise<Result<PaymentMethod[], 'subscriptions.billing-unavailable'>> {
    if (!this.gateway) return fail('subscriptions.billing-unavailable');
    const customerId = (await this.subscriptions.latestOf(userId))?.customerId;
    return ok(customerId ? await this.gateway.paymentMethods(customerId) : []);
  }

  async portalUrl(userId: string): Promise<Result<string, NoBilling>> {
    if (!this.gateway) return fail('subscriptions.billing-unavailable');
    const customerId = (await this.subscriptions.latestOf(userId))?.customerId;
    if (!customerId) return fail('subscriptions.no-subscription');
    return ok(await this.gateway.portalUrl(customerId, `${this.settings.publicOrigin}/profile?tab=account`));
  }
}
