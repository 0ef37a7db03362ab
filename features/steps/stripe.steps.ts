import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PlanId } from '../../contracts/subscriptions';
import { lastAnswer } from '../support/tasks/http';
import { checkoutOf, comeBackFrom } from '../support/tasks/subscriptions';
import {
  assertSentToStripeCheckout,
  assertToldStripeFailed,
  beOnStripeTrial,
  changeAtStripe,
  deliver,
  lastWrittenAt,
  payAtStripe,
  stripeOf,
  stripeSends,
  stripeChangesAnswersLost,
  stripeFailsEveryCall,
  stripeFailsTwiceAtCreating,
  stripeSubscriptionOf,
  stripeSubscriptionsFor,
  webhooksProcessed,
} from '../support/tasks/stripe';
import { assertStripeJsLoadedOnlyOnPaywall, payInStripeForm, serveStripeJsStandIn } from '../support/tasks/stripe-js';
import type { TravelWorld } from '../support/world';

Then("{traveller} is sent to Stripe's hosted checkout of the {word} plan", async function (this: TravelWorld, who: string, plan: PlanId) {
  await assertSentToStripeCheckout(this, this.cast.who(who), plan);
});

When("{traveller} pays at Stripe's checkout with the card {string}", async function (this: TravelWorld, who: string, card: string) {
  const answer = await payAtStripe(this, this.cast.who(who), card);
  assert.equal(answer.status, 200, `the return was not verified: ${answer.text.slice(0, 300)}`);
});

Given(
  "{traveller} has paid at Stripe's checkout with the card {string} and closed the page",
  function (this: TravelWorld, who: string, card: string) {
    stripeOf(this).completeCheckout(checkoutOf(this, this.cast.who(who)), card);
  },
);

Given(
  '{traveller} is on a Stripe trial of the {word} plan paid with the card {string}',
  async function (this: TravelWorld, who: string, plan: PlanId, card: string) {
    await beOnStripeTrial(this, this.cast.who(who), plan, card);
  },
);

When('{traveller} comes back from her/his/their checkout without paying at Stripe', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await comeBackFrom(this, traveller, checkoutOf(this, traveller));
});

Given("Stripe's first answer to opening a checkout is lost on the way", function (this: TravelWorld) {
  stripeOf(this).dropFirstResponse('POST', /^\/v1\/checkout\/sessions$/);
});

Then('Stripe opened exactly one checkout for {whose} trial', function (this: TravelWorld, whose: string) {
  const { userId } = this.cast.whose(whose);
  assert.ok(userId, `${whose} has no account`);
  const checkouts = stripeOf(this)
    .all('checkout.session')
    .filter((session) => session.client_reference_id === userId);
  assert.equal(checkouts.length, 1);
});

Given('Stripe answers every call with an error', function (this: TravelWorld) {
  stripeFailsEveryCall(this);
});

Given('Stripe fails the first two attempts at creating a customer and a subscription', function (this: TravelWorld) {
  stripeFailsTwiceAtCreating(this);
});

Given('every answer of Stripe to a change of {whose} subscription is lost on the way', function (this: TravelWorld, _whose: string) {
  stripeChangesAnswersLost(this);
});

Then('{traveller} is told {string} as Stripe failed', function (this: TravelWorld, _who: string, text: string) {
  assertToldStripeFailed(lastAnswer(this), text);
});

When('Stripe is back', function (this: TravelWorld) {
  stripeOf(this).recover();
});

When('{traveller} comes back from her/his/their checkout', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await comeBackFrom(this, traveller, checkoutOf(this, traveller));
});

Then('Stripe holds exactly one subscription for {whose}', function (this: TravelWorld, whose: string) {
  assert.equal(stripeSubscriptionsFor(this, this.cast.whose(whose)), 1);
});

Then('Stripe will end {whose} subscription when the trial ends', async function (this: TravelWorld, whose: string) {
  const subscription = await stripeSubscriptionOf(this, this.cast.whose(whose));
  assert.equal(subscription.cancel_at_period_end, true);
});

Then('Stripe will not end {whose} subscription', async function (this: TravelWorld, whose: string) {
  const subscription = await stripeSubscriptionOf(this, this.cast.whose(whose));
  assert.equal(subscription.cancel_at_period_end, false);
});

Then("{traveller} is given the address of Stripe's billing portal", function (this: TravelWorld, _who: string) {
  assert.match(this.remembered.get('portal') ?? '', /^https:\/\/billing\.stripe\.com\//);
});

When("{traveller} cancels her/his/their subscription in Stripe's portal", async function (this: TravelWorld, who: string) {
  await changeAtStripe(this, this.cast.who(who), true);
});

When("{traveller} resumes her/his/their subscription in Stripe's portal", async function (this: TravelWorld, who: string) {
  await changeAtStripe(this, this.cast.who(who), false);
});

Given(
  "{traveller} has cancelled her/his/their subscription in Stripe's portal and Stripe has delivered its events",
  async function (this: TravelWorld, who: string) {
    await changeAtStripe(this, this.cast.who(who), true);
    for (const event of this.webhookEvents) assert.equal((await deliver(this, event)).status, 200);
    await webhooksProcessed(this);
    this.remembered.set('written', (await lastWrittenAt(this, this.cast.who(who))).toISOString());
  },
);

When('Stripe sends the event {string}', async function (this: TravelWorld, type: string) {
  await stripeSends(this, this.cast.who('she'), type);
  await deliver(this, this.webhookEvents.at(-1)!);
});

When('Stripe delivers its events', async function (this: TravelWorld) {
  for (const event of this.webhookEvents) assert.equal((await deliver(this, event)).status, 200);
  await webhooksProcessed(this);
});

When('Stripe delivers its events in {word} order', async function (this: TravelWorld, order: 'sent' | 'reverse') {
  const events = order === 'reverse' ? [...this.webhookEvents].reverse() : this.webhookEvents;
  // One at a time, each processed before the next arrives: the order is the one the app sees.
  for (const event of events) {
    assert.equal((await deliver(this, event)).status, 200);
    await webhooksProcessed(this);
  }
});

When('Stripe delivers its last event again', async function (this: TravelWorld) {
  await deliver(this, this.webhookEvents.at(-1)!);
});

When(
  /^someone delivers that event (signed with another secret|signed more than 5 minutes ago|without a signature)$/,
  async function (this: TravelWorld, how: string) {
    const signing = how === 'signed with another secret' ? 'wrong-secret' : how === 'without a signature' ? 'unsigned' : 'stale';
    await deliver(this, this.webhookEvents.at(-1)!, signing);
  },
);

Then('the app acknowledges the event', async function (this: TravelWorld) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  await webhooksProcessed(this);
});

Then('the webhook is refused with {string}', async function (this: TravelWorld, message: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 400);
  assert.equal((answer.json as { error: string }).error, message);
  const queued = await this.app!.database('pgboss.job')
    .whereLike('name', 'subscriptions.stripe-webhook%')
    .count<{ count: string }[]>('* as count');
  assert.equal(Number(queued[0]!.count), 0, 'a refused event was queued');
});

Then('{whose} subscription record is not written again', async function (this: TravelWorld, whose: string) {
  const written = await lastWrittenAt(this, this.cast.whose(whose));
  assert.equal(written.toISOString(), this.remembered.get('written'));
});

Given('Stripe.js is served by its test stand-in', function (this: TravelWorld) {
  serveStripeJsStandIn(this);
});

When("{traveller} pays in Stripe's payment form with the card {string}", async function (this: TravelWorld, _who: string, card: string) {
  await payInStripeForm(this.currentPage, card);
});

Then('Stripe.js was loaded on the paywall only', function (this: TravelWorld) {
  assertStripeJsLoadedOnlyOnPaywall(this);
});
