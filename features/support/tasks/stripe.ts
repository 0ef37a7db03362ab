import assert from 'node:assert/strict';
import { ErrorBodySchema } from '../../../contracts';
import type { PlanId } from '../../../contracts/subscriptions';
import { backgroundWorkDone } from '../../../src/app/testing/background-work';
import type { FakeStripe } from '../../../src/app/testing/fake-stripe/fake-stripe';
import { signedWebhook, TEST_STRIPE } from '../../../src/app/testing/fake-stripe/stripe-test-env';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { ask, lastAnswer, type HttpAnswer } from './http';
import { saidBy } from './replies';
import { checkoutOf, comeBackFrom, startTrial, subscriptionOf } from './subscriptions';

/** The fake Stripe API of a @stripe scenario. */
export function stripeOf(world: TravelWorld): FakeStripe {
  const fake = world.app?.stripe;
  assert.ok(fake, 'this scenario bills on Stripe: tag it @stripe');
  return fake;
}

export async function assertSentToStripeCheckout(world: TravelWorld, traveller: Traveller, plan: PlanId): Promise<void> {
  const answer = lastAnswer(world);
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.equal(new URL((answer.json as { url: string }).url).hostname, 'checkout.stripe.com');
  const session = stripeOf(world).object(checkoutOf(world, traveller));
  assert.equal(session.mode, 'subscription');
  assert.equal(session.payment_method_collection, 'always', 'the checkout does not require a card');
  assert.equal(session.line_items_price.id, plan === 'monthly' ? TEST_STRIPE.priceMonthly : TEST_STRIPE.priceAnnual);
  assert.equal(session.subscription_data.trial_period_days, '3');
}

/** The traveller pays at Stripe's hosted checkout (the fake stands in for the page), then the browser comes back. */
export async function payAtStripe(world: TravelWorld, traveller: Traveller, cardNumber: string): Promise<HttpAnswer> {
  stripeOf(world).completeCheckout(checkoutOf(world, traveller), cardNumber);
  return comeBackFrom(world, traveller, checkoutOf(world, traveller));
}

export async function beOnStripeTrial(
  world: TravelWorld,
  traveller: Traveller,
  plan: PlanId,
  cardNumber = '4242 4242 4242 4242',
): Promise<void> {
  const started = await startTrial(world, traveller, plan);
  assert.equal(started.status, 200, `the trial did not start: ${started.text.slice(0, 300)}`);
  const back = await payAtStripe(world, traveller, cardNumber);
  assert.equal(back.status, 200, `the return was not verified: ${back.text.slice(0, 300)}`);
}

/** The traveller's subscription as Stripe holds it. */
export async function stripeSubscriptionOf(world: TravelWorld, traveller: Traveller) {
  const { stripeSubscriptionId } = await subscriptionOf(world, traveller);
  assert.ok(stripeSubscriptionId, `${traveller.name} has no subscription`);
  return stripeOf(world).object(stripeSubscriptionId);
}

/**
 * A change made at Stripe (the traveller in Stripe's portal), and the event
 * Stripe sends about it, kept for delivery. The clock moves on a second first:
 * Stripe dates events to the second, and a change is later than what the app saw.
 */
export async function changeAtStripe(world: TravelWorld, traveller: Traveller, cancel: boolean): Promise<void> {
  const subscription = await stripeSubscriptionOf(world, traveller);
  world.app!.clock.setTo(new Date(world.app!.clock.now().getTime() + 1000));
  subscription.cancel_at_period_end = cancel;
  world.webhookEvents.push(stripeOf(world).event('customer.subscription.updated', subscription));
}

/** An event Stripe sends now about the traveller's subscription or checkout, kept for delivery. */
export async function stripeSends(world: TravelWorld, traveller: Traveller, type: string): Promise<void> {
  const fake = stripeOf(world);
  const object =
    type === 'checkout.session.completed' ? fake.object(checkoutOf(world, traveller)) : await stripeSubscriptionOf(world, traveller);
  world.webhookEvents.push(fake.event(type, object));
}

/** Posts one event to the webhook endpoint, signed as Stripe signs it (or not, or badly, or too long ago). */
export async function deliver(
  world: TravelWorld,
  event: object,
  signing: 'signed' | 'wrong-secret' | 'stale' | 'unsigned' = 'signed',
): Promise<HttpAnswer> {
  const { payload, signature } = signedWebhook(event, {
    ...(signing === 'wrong-secret' ? { secret: 'whsec_someone_else' } : {}),
    ...(signing === 'stale' ? { timestamp: Math.floor(Date.now() / 1000) - 301 } : {}),
  });
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signing !== 'unsigned') headers['stripe-signature'] = signature;
  return ask(world, '/api/stripe/webhook', { method: 'POST', headers, body: payload });
}

/** Waits until the queued webhook events are processed, as Stripe's dashboard would show them delivered. */
export async function webhooksProcessed(world: TravelWorld): Promise<void> {
  await backgroundWorkDone(world.app!.database, 'subscriptions.stripe-webhook');
}

/** When the traveller's subscription row was last written: a delivery that changes nothing leaves it as it was. */
export async function lastWrittenAt(world: TravelWorld, traveller: Traveller): Promise<Date> {
  const { stripeSubscriptionId } = await subscriptionOf(world, traveller);
  const row = await world
    .app!.database('subscriptions')
    .where({ provider_sub_id: stripeSubscriptionId })
    .first<{ updated_at: Date }>('updated_at');
  assert.ok(row, `${traveller.name}'s subscription is not stored`);
  return row.updated_at;
}

/** Stripe fails every call (a 500 each time) until it is back. */
export function stripeFailsEveryCall(world: TravelWorld): void {
  const fake = stripeOf(world);
  fake.fail('POST', /^\/v1\//, { status: 500 });
  fake.fail('GET', /^\/v1\//, { status: 500 });
}

/** The first two attempts at creating a customer and at creating a subscription fail with a 500; the third is served. */
export function stripeFailsTwiceAtCreating(world: TravelWorld): void {
  const fake = stripeOf(world);
  fake.fail('POST', /^\/v1\/customers$/, { status: 500 }, 2);
  fake.fail('POST', /^\/v1\/subscriptions$/, { status: 500 }, 2);
}

/** Stripe makes every change of a subscription asked of it, but none of its answers comes back (as many as the app tries). */
export function stripeChangesAnswersLost(world: TravelWorld): void {
  const attempts = 3;
  for (let attempt = 0; attempt < attempts; attempt += 1) stripeOf(world).dropFirstResponse('POST', /^\/v1\/subscriptions\/[^/]+$/);
}

/** The subscriptions Stripe holds for the traveller, whatever their state. */
export function stripeSubscriptionsFor(world: TravelWorld, traveller: Traveller): number {
  assert.ok(traveller.userId, `${traveller.name} has no account`);
  return stripeOf(world)
    .all('subscription')
    .filter((subscription) => subscription.metadata?.user_id === traveller.userId).length;
}

/** A refusal because Stripe failed: 502 (the payment provider, not the app, failed; nothing was done), in the error format. */
export function assertToldStripeFailed(answer: HttpAnswer, text: string): void {
  assert.equal(answer.status, 502, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.equal(saidBy(answer), text);
  assert.ok(ErrorBodySchema.passthrough().safeParse(answer.json).success, `the refusal breaks the error format: ${answer.text}`);
}
