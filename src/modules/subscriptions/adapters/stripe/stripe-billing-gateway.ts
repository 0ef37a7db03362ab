import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentMethod, PlanId } from '../../../../../contracts/subscriptions';
import type { Clock } from '../../../../shared/kernel';
import {
  BillingProviderError,
  type BillingGateway,
  type CompletedCheckout,
  type PendingSubscription,
  type TrialCheckoutRequest,
  type TrialSubscriptionRequest,
} from '../../application/ports/billing-gateway.port';
import type { SubscriptionRecord } from '../../domain/subscription-record';
import { idOf, ownerMetadata, ownerOf, planOf, recordOf } from './stripe-subscription';

/**
 * The card tab's customer is keyed by the traveller and what the customer
 * holds, not by the call: a traveller who tries again after a 502 (Stripe made
 * the customer, then failed the subscription) gets the same customer back,
 * not a second one left unused. Stripe keeps a key for 24 hours; a changed
 * e-mail or plan is another key, since Stripe refuses a key sent again with
 * other parameters.
 */
function customerKey({ userId, plan, email }: TrialSubscriptionRequest): string {
  return `customer:${userId}:${plan}:${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
}

/** A subscription as Stripe has it now, with what we need to file it: whose it is, its plan, its customer. */
export interface StripeSubscriptionSnapshot {
  record: SubscriptionRecord;
  userId: string | null;
  plan: PlanId | null;
  customerId: string | null;
}

/**
 * The BillingGateway on Stripe: hosted Checkout for the trial, subscriptions
 * created for the paywall's card tab, the customer portal. Every call that
 * creates or changes something carries an idempotency key made from our
 * operation id (the card tab's customer from the traveller, `customerKey`), so
 * the SDK's retries (and ours) never do anything twice.
 * Stripe's refusals and outages become BillingProviderError; an id Stripe does
 * not know (a made-up checkout) is simply not found.
 */
export class StripeBillingGateway implements BillingGateway {
  constructor(
    private readonly stripe: Stripe,
    private readonly priceIds: Readonly<Record<PlanId, string>>,
    private readonly clock: Clock,
  ) {}

  async startTrialCheckout(request: TrialCheckoutRequest): Promise<{ sessionId: string; url: string }> {
    const metadata = ownerMetadata(request.userId, request.plan);
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: request.priceId, quantity: 1 }],
          // A card is required even though nothing is charged during the trial.
          payment_method_collection: 'always',
          subscription_data: { trial_period_days: request.trialDays, metadata },
          client_reference_id: request.userId,
          customer_email: request.email,
          metadata,
          success_url: `${request.returnUrls.started}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: request.returnUrls.cancelled,
        },
        { idempotencyKey: `${request.operationId}:checkout` },
      ),
    );
    if (!session.url) throw new BillingProviderError(`Stripe opened checkout ${session.id} without an address`);
    return { sessionId: session.id, url: session.url };
  }

  async completedCheckout(sessionId: string, userId: string): Promise<CompletedCheckout | null> {
    const session = await this.found(() => this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }));
    if (!session || session.status !== 'complete' || session.client_reference_id !== userId) return null;
    const subscription = session.subscription;
    if (!subscription || typeof subscription === 'string') return null;
    return this.completed(subscription);
  }

  async currentSubscription(providerSubId: string): Promise<SubscriptionRecord> {
    return recordOf(await this.call(() => this.stripe.subscriptions.retrieve(providerSubId)), this.clock.now());
  }

  /** What a webhook whose event does not carry the subscription reads instead (invoices, checkout). */
  async snapshot(providerSubId: string): Promise<StripeSubscriptionSnapshot> {
    const subscription = await this.call(() => this.stripe.subscriptions.retrieve(providerSubId));
    return {
      record: recordOf(subscription, this.clock.now()),
      userId: ownerOf(subscription),
      plan: planOf(subscription, this.priceIds),
      customerId: idOf(subscription.customer),
    };
  }

  async setCancelAtPeriodEnd(providerSubId: string, cancel: boolean, operationId: string): Promise<SubscriptionRecord> {
    const subscription = await this.call(() =>
      this.stripe.subscriptions.update(providerSubId, { cancel_at_period_end: cancel }, { idempotencyKey: `${operationId}:subscription` }),
    );
    return recordOf(subscription, this.clock.now());
  }

  /** Only what the Account tab shows: brand, last four digits, expiry. The rest of Stripe's card object is dropped here. */
  async paymentMethods(customerId: string): Promise<PaymentMethod[]> {
    const list = await this.call(() => this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 10 }));
    return list.data.flatMap(({ id, card }) =>
      card ? [{ id, brand: card.brand, last4: card.last4, expiryMonth: card.exp_month, expiryYear: card.exp_year }] : [],
    );
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.call(() => this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
    return session.url;
  }

  async createTrialSubscription(request: TrialSubscriptionRequest): Promise<PendingSubscription> {
    const metadata = ownerMetadata(request.userId, request.plan);
    const customer = await this.call(() =>
      this.stripe.customers.create({ email: request.email, metadata }, { idempotencyKey: customerKey(request) }),
    );
    const subscription = await this.call(() =>
      this.stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: request.priceId }],
          trial_period_days: request.trialDays,
          // Nothing is due during the trial: Stripe asks for the card through a SetupIntent the browser confirms,
          // in the paywall's card tab, whose Payment Element offers cards only (ADR 0029).
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
          metadata,
          expand: ['pending_setup_intent'],
        },
        { idempotencyKey: `${request.operationId}:subscription` },
      ),
    );
    const intent = subscription.pending_setup_intent;
    if (!intent || typeof intent === 'string' || !intent.client_secret) {
      throw new BillingProviderError(`Stripe created subscription ${subscription.id} without a card to confirm`);
    }
    return { clientSecret: intent.client_secret, subscriptionId: subscription.id, customerId: customer.id };
  }

  async confirmedSubscription(subscriptionId: string, userId: string): Promise<CompletedCheckout | null> {
    const subscription = await this.found(() => this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['pending_setup_intent'] }));
    if (!subscription || ownerOf(subscription) !== userId) return null;
    // Stripe clears `pending_setup_intent` once the card is confirmed; one still pending has no card yet.
    const intent = subscription.pending_setup_intent;
    if (intent && (typeof intent === 'string' || intent.status !== 'succeeded')) return null;
    return this.completed(subscription);
  }

  private completed(subscription: Stripe.Subscription): CompletedCheckout | null {
    const plan = planOf(subscription, this.priceIds);
    const customerId = idOf(subscription.customer);
    if (!plan || !customerId) return null;
    return { customerId, plan, subscription: recordOf(subscription, this.clock.now()) };
  }

  /** A read of an object by an id from outside (a checkout return): Stripe not knowing it is an answer, not a failure. */
  private async found<T>(read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404)) {
        return null;
      }
      throw providerError(error);
    }
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerError(error);
    }
  }
}

/** Stripe's error, described without its message (it may echo what was sent): its kind, code, status and request id. */
function providerError(error: unknown): BillingProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const kind = [error.type, error.code].filter(Boolean).join('/');
    return new BillingProviderError(
      `Stripe refused the call: ${kind} (HTTP ${error.statusCode ?? 'none'}, request ${error.requestId ?? 'none'})`,
    );
  }
  return new BillingProviderError(`Stripe could not be reached: ${error instanceof Error ? error.name : 'unknown error'}`);
}
