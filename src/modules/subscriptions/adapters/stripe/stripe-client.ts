import Stripe from 'stripe';
import type { StripeSettings } from '../../application/billing-settings';

/** One attempt's wait for an answer: three attempts and their backoff stay within the 30 s a traveller and a proxy wait. */
export const DEFAULT_STRIPE_TIMEOUT_MS = 8_000;

/**
 * The one Stripe client of the app. Retries: a call whose answer is lost, or
 * that Stripe answers 5xx or too slowly, is sent again with the same
 * idempotency key, so Stripe answers it without doing it twice (our keys come
 * from our operation ids, see StripeBillingGateway).
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    apiVersion: '2026-10-28.endive',
    maxNetworkRetries: 2,
    timeout: settings.timeoutMs ?? DEFAULT_STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'TravelFit' },
    ...(settings.api ?? {}),
  });
}
