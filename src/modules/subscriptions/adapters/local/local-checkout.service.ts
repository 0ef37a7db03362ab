import type { Knex } from 'knex';
import { CHECKOUT_RETURN, type Plan, type PlanId, type TestCard, type TestCheckout } from '../../../../../contracts/subscriptions';
import { fail, ok, type Clock, type Result } from '../../../../shared/kernel';
import type { SubscriptionRepository } from '../../application/ports/subscription-repository.port';
import { checkTestCard } from '../../domain/test-card';
import { localSubscriptionAt } from './local-lifecycle';
import { localCustomerId, localId, toLocalSubscription, type LocalSubscriptionRow } from './local-billing-gateway';

interface CheckoutRow {
  id: string;
  user_id: string;
  plan_id: PlanId;
  status: 'open' | 'complete' | 'cancelled';
  /** Chosen when the checkout opens for the paywall's card tab (`createTrialSubscription`); else when it is paid. */
  subscription_id: string | null;
}

type CheckoutFailure =
  'subscriptions.unknown-session' | 'subscriptions.checkout-closed' | 'subscriptions.card-invalid' | 'subscriptions.card-declined';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The local provider's hosted checkout: what the test checkout page shows and
 * does. A checkout is only ever visible to the traveller who opened it. Paying
 * records the subscription at once (as Stripe's webhook would), so nothing
 * depends on the browser coming back.
 */
export class LocalCheckoutService {
  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
    private readonly plans: readonly Plan[],
    private readonly priceIds: Readonly<Record<PlanId, string>>,
    private readonly subscriptions: SubscriptionRepository,
    private readonly emails: { emailOf(userId: string): Promise<string | null> },
  ) {}

  async view(sessionId: string, userId: string): Promise<Result<TestCheckout, 'subscriptions.unknown-session'>> {
    const checkout = await this.checkoutOf(sessionId, userId);
    if (!checkout) return fail('subscriptions.unknown-session');
    return ok({
      id: checkout.id,
      plan: this.plan(checkout.plan_id),
      status: checkout.status,
      email: await this.emails.emailOf(userId),
      testMode: true,
    });
  }

  async confirm(sessionId: string, userId: string, card: TestCard): Promise<Result<{ redirectUrl: string }, CheckoutFailure>> {
    const checkout = await this.checkoutOf(sessionId, userId);
    if (!checkout) return fail('subscriptions.unknown-session');
    if (checkout.status !== 'open') return fail('subscriptions.checkout-closed');
    const now = this.clock.now();
    const checked = checkTestCard(card, now);
    if (!checked.ok) return fail('subscriptions.card-invalid');
    if (checked.outcome === 'declined') return fail('subscriptions.card-declined');
    const plan = this.plan(checkout.plan_id);
    const row: LocalSubscriptionRow = {
      id: checkout.subscription_id ?? localId('lsub'),
      user_id: userId,
      customer_id: localCustomerId(userId),
      price_id: this.priceIds[plan.id],
      interval: plan.interval,
      card_brand: checked.brand,
      card_last4: checked.last4,
      card_expiry_month: card.expiryMonth,
      card_expiry_year: card.expiryYear,
      card_outcome: checked.outcome,
      trial_start: now,
      trial_end: new Date(now.getTime() + plan.trialDays * DAY_MS),
      cancel_requested_at: null,
    };
    const completed = await this.knex.transaction(async (trx) => {
      // Only the first of two parallel confirmations closes the checkout and creates a subscription.
      const closed = await trx('local_billing_checkouts')
        .where({ id: sessionId, status: 'open' })
        .update({ status: 'complete', subscription_id: row.id, closed_at: now });
      if (closed === 0) return false;
      await trx('local_billing_subscriptions').insert(row);
      return true;
    });
    if (!completed) return fail('subscriptions.checkout-closed');
    await this.subscriptions.observe({
      userId,
      plan: plan.id,
      customerId: row.customer_id,
      record: localSubscriptionAt(toLocalSubscription(row), now),
    });
    return ok({ redirectUrl: `${CHECKOUT_RETURN.started}&session_id=${encodeURIComponent(sessionId)}` });
  }

  async cancel(
    sessionId: string,
    userId: string,
  ): Promise<Result<{ redirectUrl: string }, 'subscriptions.unknown-session' | 'subscriptions.checkout-closed'>> {
    const checkout = await this.checkoutOf(sessionId, userId);
    if (!checkout) return fail('subscriptions.unknown-session');
    const closed = await this.knex('local_billing_checkouts')
      .where({ id: sessionId, status: 'open' })
      .update({ status: 'cancelled', closed_at: this.clock.now() });
    if (closed === 0) return fail('subscriptions.checkout-closed');
    return ok({ redirectUrl: CHECKOUT_RETURN.cancelled });
  }

  private async checkoutOf(sessionId: string, userId: string): Promise<CheckoutRow | undefined> {
    return this.knex('local_billing_checkouts')
      .where({ id: sessionId, user_id: userId })
      .first<CheckoutRow | undefined>('id', 'user_id', 'plan_id', 'status', 'subscription_id');
  }

  private plan(id: PlanId): Plan {
    return this.plans.find((plan) => plan.id === id)!;
  }
}
