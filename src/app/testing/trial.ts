import { CheckoutReplySchema } from '../../../contracts/subscriptions';
import type { HttpTestApp } from './http-test-app';

/** A card of Stripe's test conventions that the local checkout accepts (DECISIONS.md). */
export const WORKING_TEST_CARD = { cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };

/**
 * Puts a signed-in traveller on a 3-day trial the way a traveller gets one:
 * through the local test checkout. Answers the checkout session id.
 */
export async function startLocalTrial(app: HttpTestApp, token: string, plan: 'monthly' | 'annual' = 'monthly'): Promise<string> {
  const started = await app.call('/api/create-trial-subscription', { method: 'POST', token, body: { plan } });
  if (started.status !== 200) throw new Error(`the trial did not start: ${started.status} ${JSON.stringify(started.body)}`);
  const sessionId = CheckoutReplySchema.parse(started.body).url.split('/').at(-1)!;
  const paid = await app.call(`/api/billing/test-checkout/${sessionId}/confirm`, { method: 'POST', token, body: WORKING_TEST_CARD });
  if (paid.status !== 200) throw new Error(`the checkout was not paid: ${paid.status} ${JSON.stringify(paid.body)}`);
  return sessionId;
}
