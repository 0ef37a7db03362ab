import { randomUUID } from 'node:crypto';
import { CHECKOUT_RETURN, type PlanId } from '../../../../contracts/subscriptions';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { BillingSettings } from './billing-settings';
import type { CurrentSubscriptionQuery } from './current-subscription.query';
import type { BillingGateway } from './ports/billing-gateway.port';

/** The e-mail of a signed-in traveller, for the provider's customer record. */
export interface EmailDirectory {
  emailOf(userId: string): Promise<string | null>;
}

/**
 * Starting the trial (spec 1 §4): the traveller picks a plan, the provider
 * opens a hosted checkout for a 3-day trial of it, the browser goes there. The
 * client names a plan; the price comes from our catalogue.
 */
export class StartTrialUseCase {
  constructor(
    private readonly gateway: BillingGateway | null,
    private readonly current: CurrentSubscriptionQuery,
    private readonly emails: EmailDirectory,
    private readonly settings: BillingSettings,
  ) {}

  async execute(
    userId: string,
    planId: PlanId,
  ): Promise<
    Result<{ url: string }, 'subscriptions.billing-unavailable' | 'subscriptions.already-subscribed' | 'accounts.authentication-required'>
  > {
    if (!this.gateway) return fail('subscriptions.billing-unavailable');
    const plan = this.settings.plans.find((candidate) => candidate.id === planId)!;
    const { entitlement } = await this.current.of(userId);
    if (entitlement.pro) return fail('subscriptions.already-subscribed');
    const email = await this.emails.emailOf(userId);
    if (!email) return fail('accounts.authentication-required');
    const origin = this.settings.publicOrigin;
    const checkout = await this.gateway.startTrialCheckout({
      operationId: `trial-checkout:${randomUUID()}`,
      userId,
      email,
      plan: planId,
      priceId: this.settings.priceIds[planId],
      trialDays: plan.trialDays,
      returnUrls: { started: `${origin}${CHECKOUT_RETURN.started}`, cancelled: `${origin}${CHECKOUT_RETURN.cancelled}` },
    });
    return ok({ url: checkout.url });
  }
}
