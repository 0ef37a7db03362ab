import Stripe from 'stripe';
import type { StripeSettings } from '../../application/billing-settings';

/**
 * The one Stripe client of the app. Retries: a call whose answer is lost is
 * sent again with the same idempotency key, so Stripe answers it without doing
 * it twice (our keys come from our operation ids, see StripeBillingGateway).
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    apiVersion: '2026-10-28.endive',
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'TravelFit' },
    ...(settings.api ?? {}),
  });
}
