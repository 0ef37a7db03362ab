import Stripe from 'stripe';
import type { FakeStripe } from './fake-stripe';

/** The keys and price ids of an app billing on the fake Stripe API (test values, never real ones). */
export const TEST_STRIPE = {
  secretKey: 'sk_test_travelfit_fake',
  publishableKey: 'pk_test_travelfit_fake',
  webhookSecret: 'whsec_travelfit_fake',
  priceMonthly: 'price_monthly_test',
  priceAnnual: 'price_annual_test',
} as const;

/** The environment that starts the app with BILLING=stripe against `fake`. */
export function stripeEnvFor(fake: FakeStripe): Record<string, string> {
  return {
    BILLING: 'stripe',
    STRIPE_SECRET_KEY: TEST_STRIPE.secretKey,
    STRIPE_PUBLISHABLE_KEY: TEST_STRIPE.publishableKey,
    STRIPE_WEBHOOK_SECRET: TEST_STRIPE.webhookSecret,
    STRIPE_PRICE_MONTHLY: TEST_STRIPE.priceMonthly,
    STRIPE_PRICE_ANNUAL: TEST_STRIPE.priceAnnual,
    STRIPE_API_BASE: fake.url,
  };
}

/**
 * A webhook delivery as Stripe makes it: the JSON payload and its
 * `Stripe-Signature` header, made with the SDK's own test helper.
 * `timestamp` (seconds) defaults to now; `secret` to the app's.
 */
export function signedWebhook(
  event: object,
  { timestamp, secret = TEST_STRIPE.webhookSecret }: { timestamp?: number; secret?: string } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
  return { payload, signature };
}
