import assert from 'node:assert/strict';
import {
  ActivateSubscriptionReplySchema,
  CancelReplySchema,
  CheckoutReplySchema,
  InviteCodeReplySchema,
  PaymentMethodsReplySchema,
  PendingSubscriptionReplySchema,
  PlansReplySchema,
  PortalReplySchema,
  RedirectReplySchema,
  SubscriptionStatusReplySchema,
  TestCheckoutSchema,
  type PlanId,
  type PlansReply,
  type SubscriptionStatusReply,
} from '../../../contracts/subscriptions';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { ask, lastAnswer, type HttpAnswer } from './http';
import { askAs, identityOf } from './identity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A card the traveller types at the test checkout; the expiry is any date well ahead. */
const cardOf = (cardNumber: string) => ({ cardNumber, expiryMonth: 12, expiryYear: 2030, cvc: '123' });

export async function lookAtPlans(world: TravelWorld): Promise<PlansReply> {
  const answer = await ask(world, '/api/plans');
  return PlansReplySchema.parse(answer.json);
}

export async function startTrial(world: TravelWorld, traveller: Traveller, plan: PlanId): Promise<HttpAnswer> {
  const answer = await askAs(world, '/api/create-trial-subscription', identityOf(traveller), { method: 'POST', body: { plan } });
  const reply = CheckoutReplySchema.safeParse(answer.json);
  if (reply.success) world.checkouts.set(traveller.name, checkoutIdIn(reply.data.url));
  return answer;
}

/** The checkout's id is the last segment of its address: the test checkout's `/billing/checkout/<id>`, Stripe's `/c/pay/<id>`. */
function checkoutIdIn(url: string): string {
  const match = /\/(?:billing\/checkout|c\/pay)\/([^/?#]+)$/.exec(url);
  assert.ok(match, `the checkout address ${url} is neither the test checkout's nor Stripe's`);
  return decodeURIComponent(match[1]!);
}

export function checkoutOf(world: TravelWorld, owner: Traveller): string {
  const id = world.checkouts.get(owner.name);
  assert.ok(id, `${owner.name} has not started a checkout`);
  return id;
}

export async function assertSentToCheckout(world: TravelWorld, traveller: Traveller, plan: PlanId): Promise<void> {
  const answer = lastAnswer(world);
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const page = await askAs(world, `/api/billing/test-checkout/${encodeURIComponent(checkoutOf(world, traveller))}`, identityOf(traveller));
  const checkout = TestCheckoutSchema.parse(page.json);
  assert.equal(checkout.plan.id, plan);
  assert.equal(checkout.status, 'open');
  assert.equal(checkout.testMode, true, 'the checkout is not labelled as a test checkout');
}

export async function payCheckout(world: TravelWorld, payer: Traveller, owner: Traveller, cardNumber: string): Promise<HttpAnswer> {
  const id = encodeURIComponent(checkoutOf(world, owner));
  return askAs(world, `/api/billing/test-checkout/${id}/confirm`, identityOf(payer), { method: 'POST', body: cardOf(cardNumber) });
}

export async function leaveCheckout(world: TravelWorld, traveller: Traveller): Promise<HttpAnswer> {
  const id = encodeURIComponent(checkoutOf(world, traveller));
  return askAs(world, `/api/billing/test-checkout/${id}/cancel`, identityOf(traveller), { method: 'POST' });
}

/** Where the checkout sends the browser back to: the app with the trial started (and its session) or cancelled. */
export function assertSentBack(world: TravelWorld, outcome: 'started' | 'cancelled'): void {
  const answer = lastAnswer(world);
  const reply = RedirectReplySchema.safeParse(answer.json);
  assert.ok(reply.success, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const address = new URL(reply.data.redirectUrl, 'http://app.test');
  assert.equal(address.pathname, '/app');
  if (outcome === 'started') {
    assert.equal(address.searchParams.get('trial_started'), 'true');
    assert.ok(address.searchParams.get('session_id'), 'the return carries no checkout session');
  } else {
    assert.equal(address.searchParams.get('trial_cancelled'), 'true');
  }
}

export async function comeBackFrom(world: TravelWorld, traveller: Traveller, sessionId: string): Promise<HttpAnswer> {
  return askAs(world, '/api/subscription/verify-session', identityOf(traveller), { method: 'POST', body: { sessionId } });
}

/** A trial started and paid for with a card that works, and the return from checkout. */
export async function beOnTrial(world: TravelWorld, traveller: Traveller, plan: PlanId): Promise<void> {
  const started = await startTrial(world, traveller, plan);
  assert.equal(started.status, 200, `the trial did not start: ${started.text.slice(0, 300)}`);
  const paid = await payCheckout(world, traveller, traveller, '4242 4242 4242 4242');
  assert.equal(paid.status, 200, `the checkout was not paid: ${paid.text.slice(0, 300)}`);
  const back = await comeBackFrom(world, traveller, checkoutOf(world, traveller));
  assert.equal(back.status, 200, `the return was not verified: ${back.text.slice(0, 300)}`);
}

export async function subscriptionOf(world: TravelWorld, traveller: Traveller): Promise<SubscriptionStatusReply> {
  const answer = await askAs(world, '/api/subscription/status', identityOf(traveller));
  const reply = SubscriptionStatusReplySchema.safeParse(answer.json);
  assert.ok(reply.success, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return reply.data;
}

export async function changeCancellation(world: TravelWorld, traveller: Traveller, cancel: boolean): Promise<HttpAnswer> {
  const answer = await askAs(world, `/api/subscription/${cancel ? 'cancel' : 'resume'}`, identityOf(traveller), { method: 'POST' });
  if (answer.status === 200) assert.ok(CancelReplySchema.safeParse(answer.json).success, `the answer breaks the contract: ${answer.text}`);
  return answer;
}

export async function cardsOnFile(world: TravelWorld, traveller: Traveller) {
  const answer = await askAs(world, '/api/billing/payment-methods', identityOf(traveller));
  return answer.status === 200 ? PaymentMethodsReplySchema.parse(answer.json).paymentMethods : [];
}

export async function openPortal(world: TravelWorld, traveller: Traveller): Promise<string> {
  const answer = await askAs(world, '/api/billing/portal', identityOf(traveller), { method: 'POST' });
  return answer.status === 200 ? PortalReplySchema.parse(answer.json).url : '';
}

/** Moves the server's clock on; from then on it stands still at that instant. */
export function passDays(world: TravelWorld, days: number): void {
  const clock = world.app!.clock;
  clock.setTo(new Date(clock.now().getTime() + days * DAY_MS));
}

/** Moves the server's clock just past the end of the traveller's trial. */
export async function endTrial(world: TravelWorld, traveller: Traveller): Promise<void> {
  const { trialEndsAt } = await subscriptionOf(world, traveller);
  assert.ok(trialEndsAt, `${traveller.name} has no trial`);
  world.app!.clock.setTo(new Date(Date.parse(trialEndsAt) + 1000));
}

/** The subscribe screen's code dialog asks the server whether a code is one of the invite codes. */
export async function checkInviteCode(world: TravelWorld, code: string): Promise<HttpAnswer> {
  return ask(world, '/api/invite-codes/check', { method: 'POST', body: { code } });
}

/** Whether the last code checked was accepted. */
export function inviteCodeAccepted(world: TravelWorld): boolean {
  const answer = lastAnswer(world);
  assert.equal(answer.status, 200, `the code check answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return InviteCodeReplySchema.parse(answer.json).valid;
}

/**
 * The paywall's card tab: the trial subscription created waiting for its card.
 * Offline its client secret is the test checkout the card is confirmed on, so
 * "pays with the card" confirms it; the subscription id is kept for the activation.
 */
export async function createPaywallSubscription(world: TravelWorld, traveller: Traveller, plan: PlanId): Promise<HttpAnswer> {
  const answer = await askAs(world, '/api/create-subscription', identityOf(traveller), { method: 'POST', body: { plan } });
  const reply = PendingSubscriptionReplySchema.safeParse(answer.json);
  if (reply.success) {
    world.checkouts.set(traveller.name, reply.data.clientSecret);
    world.remembered.set(`paywall-subscription:${traveller.name}`, reply.data.subscriptionId);
  }
  return answer;
}

export function paywallSubscriptionOf(world: TravelWorld, owner: Traveller): string {
  const id = world.remembered.get(`paywall-subscription:${owner.name}`);
  assert.ok(id, `${owner.name} has not created a subscription on the paywall`);
  return id;
}

export async function activateSubscription(world: TravelWorld, traveller: Traveller, subscriptionId: string): Promise<HttpAnswer> {
  const answer = await askAs(world, '/api/subscription/activate', identityOf(traveller), { method: 'POST', body: { subscriptionId } });
  if (answer.status === 200) {
    assert.ok(ActivateSubscriptionReplySchema.safeParse(answer.json).success, `the answer breaks the contract: ${answer.text}`);
  }
  return answer;
}

/** The last answer is a subscription waiting for its card: a client secret to confirm it with, and the provider's ids. */
export function assertPendingSubscription(world: TravelWorld): void {
  const answer = lastAnswer(world);
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  PendingSubscriptionReplySchema.parse(answer.json);
}
