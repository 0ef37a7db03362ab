import { randomUUID } from 'node:crypto';
import { AuthSuccessSchema } from '../../contracts/accounts';
import { CheckoutReplySchema } from '../../contracts/subscriptions';
import { registrationOf, travellerDetails } from '../../features/support/builders/travellers';

/** A traveller the benches sign in as: their bearer token, on a 3-day trial. */
export interface TrialTraveller {
  token: string;
}

/** POSTs JSON (with a bearer token when given) and answers the parsed reply; any other status than 2xx throws. */
export async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`POST ${new URL(url).pathname} answered ${answer.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

/** Registers a new traveller, named `<prefix><8 hex>`: their bearer token. */
export async function registeredTraveller(baseUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}${randomUUID().slice(0, 8)}`;
  return AuthSuccessSchema.parse(await postJson(`${baseUrl}/api/auth/register`, registrationOf(travellerDetails(name)))).token;
}

/**
 * Registers a new traveller and starts their trial with the local billing's
 * test card, as the paywall does (`BILLING=local`, the default off production).
 */
export async function newTrialTraveller(baseUrl: string): Promise<TrialTraveller> {
  const token = await registeredTraveller(baseUrl, 'Bench');
  const { url } = CheckoutReplySchema.parse(await postJson(`${baseUrl}/api/create-trial-subscription`, { plan: 'monthly' }, token));
  const checkout = decodeURIComponent(/\/billing\/checkout\/([^/?#]+)$/.exec(url)?.[1] ?? '');
  if (!checkout) throw new Error(`the trial's checkout ${url} is not the local test checkout (BILLING=local)`);
  const card = { cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };
  await postJson(`${baseUrl}/api/billing/test-checkout/${encodeURIComponent(checkout)}/confirm`, card, token);
  await postJson(`${baseUrl}/api/subscription/verify-session`, { sessionId: checkout }, token);
  return { token };
}
