import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { PlansReplySchema, type PlanId } from '../../contracts/subscriptions';
import { lastAnswer } from '../support/tasks/http';
import { askAs, identityOf } from '../support/tasks/identity';
import {
  assertSentBack,
  assertSentToCheckout,
  beOnTrial,
  cardsOnFile,
  changeCancellation,
  checkInviteCode,
  checkoutOf,
  comeBackFrom,
  endTrial,
  inviteCodeAccepted,
  leaveCheckout,
  lookAtPlans,
  openPortal,
  passDays,
  payCheckout,
  startTrial,
  subscriptionOf,
} from '../support/tasks/subscriptions';
import type { TravelWorld } from '../support/world';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

When('a visitor looks at the plans', async function (this: TravelWorld) {
  await lookAtPlans(this);
});

Then(
  'the {word} plan costs {word} a {word} with a {int}-day trial',
  function (this: TravelWorld, id: string, price: string, interval: string, days: number) {
    const plan = PlansReplySchema.parse(lastAnswer(this).json).plans.find((candidate) => candidate.id === id);
    assert.ok(plan, `there is no ${id} plan`);
    assert.equal(dollars(plan.amountCents), price);
    assert.equal(plan.currency, 'USD');
    assert.equal(plan.interval, interval);
    assert.equal(plan.trialDays, days);
  },
);

Then('the annual plan is the best value, saving {word} a year', function (this: TravelWorld, saving: string) {
  const { plans } = PlansReplySchema.parse(lastAnswer(this).json);
  assert.deepEqual(
    plans.filter((plan) => plan.bestValue).map((plan) => plan.id),
    ['annual'],
  );
  assert.equal(dollars(plans.find((plan) => plan.id === 'annual')!.yearlySavingCents), saving);
});

When('{traveller} starts the trial of the {word} plan', async function (this: TravelWorld, who: string, plan: PlanId) {
  await startTrial(this, this.cast.who(who), plan);
});

Given('{traveller} has started the trial of the {word} plan', async function (this: TravelWorld, who: string, plan: PlanId) {
  const answer = await startTrial(this, this.cast.who(who), plan);
  assert.equal(answer.status, 200, `the trial did not start: ${answer.text.slice(0, 300)}`);
});

Given('{traveller} is on a trial of the {word} plan', async function (this: TravelWorld, who: string, plan: PlanId) {
  await beOnTrial(this, this.cast.who(who), plan);
});

Then('{traveller} is sent to the test checkout of the {word} plan', async function (this: TravelWorld, who: string, plan: PlanId) {
  await assertSentToCheckout(this, this.cast.who(who), plan);
});

When('{traveller} pays with the card {string}', async function (this: TravelWorld, who: string, card: string) {
  const traveller = this.cast.who(who);
  await payCheckout(this, traveller, traveller, card);
});

Given('{traveller} has paid with the card {string}', async function (this: TravelWorld, who: string, card: string) {
  const traveller = this.cast.who(who);
  const answer = await payCheckout(this, traveller, traveller, card);
  assert.equal(answer.status, 200, `the checkout was not paid: ${answer.text.slice(0, 300)}`);
});

When(
  "{traveller} pays {word}'s checkout with the card {string}",
  async function (this: TravelWorld, who: string, owner: string, card: string) {
    await payCheckout(this, this.cast.who(who), this.cast.named(owner), card);
  },
);

When('{traveller} leaves the checkout without paying', async function (this: TravelWorld, who: string) {
  await leaveCheckout(this, this.cast.who(who));
});

Then('{traveller} is sent back to the app with her/his/their trial started', function (this: TravelWorld, _who: string) {
  assertSentBack(this, 'started');
});

Then('{traveller} is sent back to the app with her/his/their trial cancelled', function (this: TravelWorld, _who: string) {
  assertSentBack(this, 'cancelled');
});

When(
  '{traveller} comes back from a checkout {string} she/he/they never opened',
  async function (this: TravelWorld, who: string, id: string) {
    await comeBackFrom(this, this.cast.who(who), id);
  },
);

When("{traveller} comes back from {word}'s checkout", async function (this: TravelWorld, who: string, owner: string) {
  await comeBackFrom(this, this.cast.who(who), checkoutOf(this, this.cast.named(owner)));
});

When('{traveller} comes back from her/his/their checkout again', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  const answer = await comeBackFrom(this, traveller, checkoutOf(this, traveller));
  assert.equal(answer.status, 200, `the return was not verified: ${answer.text.slice(0, 300)}`);
});

Then('{whose} subscription is {string}', async function (this: TravelWorld, whose: string, status: string) {
  const subscription = await subscriptionOf(this, this.cast.whose(whose));
  assert.equal(subscription.subscriptionStatus, status);
});

Then(
  '{whose} subscription is {string} with {int} day(s) remaining on the {word} plan',
  async function (this: TravelWorld, whose: string, status: string, days: number, plan: string) {
    const subscription = await subscriptionOf(this, this.cast.whose(whose));
    assert.equal(subscription.subscriptionStatus, status);
    assert.equal(subscription.daysRemaining, days);
    assert.equal(subscription.planName, plan);
  },
);

Then('{traveller} is a Pro traveller', async function (this: TravelWorld, who: string) {
  const subscription = await subscriptionOf(this, this.cast.who(who));
  assert.equal(subscription.accountType, 'pro');
  assert.equal(subscription.isActive, true);
});

Then('{traveller} is not a Pro traveller', async function (this: TravelWorld, who: string) {
  const subscription = await subscriptionOf(this, this.cast.who(who));
  assert.equal(subscription.accountType, 'registered');
  assert.equal(subscription.isActive, false);
});

Then('{traveller} has no card on file', async function (this: TravelWorld, who: string) {
  assert.deepEqual(await cardsOnFile(this, this.cast.who(who)), []);
});

When('{int} day(s) pass(es)', function (this: TravelWorld, days: number) {
  passDays(this, days);
});

When('the trial ends', async function (this: TravelWorld) {
  await endTrial(this, this.cast.who('she'));
});

Given('the trial has ended', async function (this: TravelWorld) {
  await endTrial(this, this.cast.who('she'));
});

When('{traveller} cancels her/his/their subscription', async function (this: TravelWorld, who: string) {
  await changeCancellation(this, this.cast.who(who), true);
});

Given('{traveller} has cancelled her/his/their subscription', async function (this: TravelWorld, who: string) {
  const answer = await changeCancellation(this, this.cast.who(who), true);
  assert.equal(answer.status, 200, `the subscription was not cancelled: ${answer.text.slice(0, 300)}`);
});

When('{traveller} resumes her/his/their subscription', async function (this: TravelWorld, who: string) {
  await changeCancellation(this, this.cast.who(who), false);
});

When('{traveller} looks at her/his/their cards on file', async function (this: TravelWorld, who: string) {
  this.remembered.set('cards', JSON.stringify(await cardsOnFile(this, this.cast.who(who))));
});

Then(
  '{traveller} sees one {word} card ending in {word} with its expiry date',
  function (this: TravelWorld, _who: string, brand: string, last4: string) {
    const cards = JSON.parse(this.remembered.get('cards') ?? '[]') as {
      brand: string;
      last4: string;
      expiryMonth: number;
      expiryYear: number;
    }[];
    assert.equal(cards.length, 1);
    assert.deepEqual(
      { brand: cards[0]!.brand, last4: cards[0]!.last4, expiry: `${cards[0]!.expiryMonth}/${cards[0]!.expiryYear}` },
      { brand, last4, expiry: '12/2030' },
    );
  },
);

Then('the full card number appears nowhere in the answer', function (this: TravelWorld) {
  assert.doesNotMatch(lastAnswer(this).text.replace(/\D/g, ''), /4242424242424242/);
});

When('{traveller} opens the billing portal', async function (this: TravelWorld, who: string) {
  this.remembered.set('portal', await openPortal(this, this.cast.who(who)));
});

Then('{traveller} is given the address of the billing portal', function (this: TravelWorld, _who: string) {
  assert.equal(this.remembered.get('portal'), '/billing/portal');
});

When('{traveller} looks at her/his/their subscription', async function (this: TravelWorld, who: string) {
  await askAs(this, '/api/subscription/status', identityOf(this.cast.who(who)));
});

When('a visitor checks the invite code {string}', async function (this: TravelWorld, code: string) {
  await checkInviteCode(this, code);
});

Then('the code is {word}', function (this: TravelWorld, verdict: string) {
  assert.equal(inviteCodeAccepted(this), verdict === 'accepted');
});
