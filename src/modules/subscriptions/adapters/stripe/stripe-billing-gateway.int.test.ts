import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe } from '../../../../app/testing/fake-stripe/fake-stripe';
import { systemClock } from '../../../../shared/kernel';
import { BillingProviderError } from '../../application/ports/billing-gateway.port';
import { StripeBillingGateway } from './stripe-billing-gateway';
import { createStripeClient } from './stripe-client';

const PRICE_IDS = { monthly: 'price_monthly_test', annual: 'price_annual_test' } as const;

describe('the Stripe gateway against the fake Stripe API', () => {
  let fake: FakeStripe;
  let gateway: StripeBillingGateway;
  beforeAll(async () => {
    fake = await FakeStripe.start(systemClock);
    const api = { host: '127.0.0.1', port: Number(new URL(fake.url).port), protocol: 'http' as const };
    gateway = new StripeBillingGateway(
      createStripeClient({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake', api }),
      PRICE_IDS,
      systemClock,
    );
  });
  afterAll(async () => {
    await fake?.stop();
  });

  const trialCheckout = (operationId: string, userId = 'user-1') =>
    gateway.startTrialCheckout({
      operationId,
      userId,
      email: 'ana@example.com',
      plan: 'annual',
      priceId: PRICE_IDS.annual,
      trialDays: 3,
      returnUrls: { started: 'http://app.test/app?trial_started=true', cancelled: 'http://app.test/app?trial_cancelled=true' },
    });

  it('opens a hosted subscription checkout for a 3-day trial with a card required, keyed by our operation id', async () => {
    const { sessionId, url } = await trialCheckout('op-checkout-1');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const sent = fake.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(sent.idempotencyKey).toBe('op-checkout-1:checkout');
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      payment_method_collection: 'always',
      client_reference_id: 'user-1',
      line_items: [{ price: PRICE_IDS.annual, quantity: '1' }],
      subscription_data: { trial_period_days: '3', metadata: { user_id: 'user-1', plan: 'annual' } },
      success_url: 'http://app.test/app?trial_started=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/app?trial_cancelled=true',
    });
    expect(fake.object(sessionId).success_url).toContain(`session_id=${sessionId}`);
  });

  it('reads a completed checkout only for the traveller who opened it', async () => {
    const { sessionId } = await trialCheckout('op-checkout-2');
    expect(await gateway.completedCheckout(sessionId, 'user-1')).toBeNull();
    fake.completeCheckout(sessionId, '4242 4242 4242 4242');
    expect(await gateway.completedCheckout(sessionId, 'someone-else')).toBeNull();
    const completed = await gateway.completedCheckout(sessionId, 'user-1');
    expect(completed).toMatchObject({
      plan: 'annual',
      subscription: { provider: 'stripe', status: 'trialing', planPriceId: PRICE_IDS.annual },
    });
    expect(completed!.subscription.trialEnd!.getTime() - completed!.subscription.trialStart!.getTime()).toBe(3 * 86_400_000);
    expect(completed!.subscription.currentPeriodEnd).toEqual(completed!.subscription.trialEnd);
  });

  it('treats a made-up checkout as not found, not as a provider failure', async () => {
    expect(await gateway.completedCheckout('cs_made_up_123', 'user-1')).toBeNull();
  });

  it('lists only the brand, last four digits and expiry of a card', async () => {
    const { sessionId } = await trialCheckout('op-checkout-3');
    fake.completeCheckout(sessionId, '4242 4242 4242 4242');
    const { customerId } = (await gateway.completedCheckout(sessionId, 'user-1'))!;
    const cards = await gateway.paymentMethods(customerId);
    expect(cards).toEqual([{ id: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 }]);
  });

  it('creates the card tab’s trial subscription once, however often the call is retried', async () => {
    const request = {
      operationId: 'op-sub-1',
      userId: 'user-2',
      email: 'ben@example.com',
      plan: 'monthly' as const,
      priceId: PRICE_IDS.monthly,
      trialDays: 3,
    };
    const first = await gateway.createTrialSubscription(request);
    const again = await gateway.createTrialSubscription(request);
    expect(again).toEqual(first);
    expect(first.clientSecret).toMatch(/^seti_.+_secret_/);
    const keys = fake.requests.filter((r) => ['/v1/customers', '/v1/subscriptions'].includes(r.path)).map((r) => r.idempotencyKey);
    const customerKey = expect.stringMatching(/^customer:user-2:monthly:[0-9a-f]{16}$/);
    expect(keys).toEqual([customerKey, 'op-sub-1:subscription', customerKey, 'op-sub-1:subscription']);
    expect(fake.all('subscription').filter((s) => s.metadata.user_id === 'user-2')).toHaveLength(1);
    expect(fake.requests.find((r) => r.path === '/v1/subscriptions')!.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      trial_period_days: '3',
      expand: ['pending_setup_intent'],
    });

    expect(await gateway.confirmedSubscription(first.subscriptionId, 'user-2')).toBeNull();
    fake.confirmCard(first.subscriptionId, '4242 4242 4242 4242');
    expect(await gateway.confirmedSubscription(first.subscriptionId, 'user-1')).toBeNull();
    expect(await gateway.confirmedSubscription(first.subscriptionId, 'user-2')).toMatchObject({
      customerId: first.customerId,
      plan: 'monthly',
      subscription: { status: 'trialing' },
    });
  });

  it('creates exactly one subscription when the first answer is lost (the SDK retries with the same key)', async () => {
    fake.dropFirstResponse('POST', /^\/v1\/subscriptions$/);
    const request = {
      operationId: 'op-sub-2',
      userId: 'user-3',
      email: 'cy@example.com',
      plan: 'monthly' as const,
      priceId: PRICE_IDS.monthly,
      trialDays: 3,
    };
    const pending = await gateway.createTrialSubscription(request);
    expect(
      fake
        .all('subscription')
        .filter((s) => s.metadata.user_id === 'user-3')
        .map((s) => String(s.id)),
    ).toEqual([pending.subscriptionId]);
  });

  it('cancels at period end and resumes, keyed by the operation', async () => {
    const { sessionId } = await trialCheckout('op-checkout-4');
    fake.completeCheckout(sessionId, '4242 4242 4242 4242');
    const { subscription } = (await gateway.completedCheckout(sessionId, 'user-1'))!;
    expect(await gateway.setCancelAtPeriodEnd(subscription.providerSubId, true, 'op-cancel-1')).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'trialing',
    });
    expect(fake.requests.at(-1)!.idempotencyKey).toBe('op-cancel-1:subscription');
    expect(await gateway.setCancelAtPeriodEnd(subscription.providerSubId, false, 'op-cancel-2')).toMatchObject({
      cancelAtPeriodEnd: false,
    });
  });

  it('answers the billing portal address', async () => {
    const { sessionId } = await trialCheckout('op-checkout-5');
    fake.completeCheckout(sessionId, '4242 4242 4242 4242');
    const { customerId } = (await gateway.completedCheckout(sessionId, 'user-1'))!;
    expect(await gateway.portalUrl(customerId, 'http://app.test/profile?tab=account')).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });

  it('turns Stripe’s refusals into the port’s failure, without Stripe’s message', async () => {
    const failure = gateway.currentSubscription('sub_unknown');
    await expect(failure).rejects.toBeInstanceOf(BillingProviderError);
    await expect(failure).rejects.toThrow('StripeInvalidRequestError/resource_missing (HTTP 404');
    await expect(failure).rejects.not.toThrow('No such subscription');
  });
});
