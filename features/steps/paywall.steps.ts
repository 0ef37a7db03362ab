import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PlanId } from '../../contracts/subscriptions';
import {
  activateSubscription,
  assertPendingSubscription,
  createPaywallSubscription,
  lookAtPlans,
  paywallSubscriptionOf,
} from '../support/tasks/subscriptions';
import type { TravelWorld } from '../support/world';

/** The paywall's card tab over HTTP (features/subscriptions/paywall.feature). */

When('{traveller} starts a trial of the {word} plan on the paywall', async function (this: TravelWorld, who: string, plan: PlanId) {
  await createPaywallSubscription(this, this.cast.who(who), plan);
});

Given('{traveller} has started a trial of the {word} plan on the paywall', async function (this: TravelWorld, who: string, plan: PlanId) {
  const answer = await createPaywallSubscription(this, this.cast.who(who), plan);
  assert.equal(answer.status, 200, `the subscription was not created: ${answer.text.slice(0, 300)}`);
});

Then('{traveller} is given a subscription waiting for her/his/their card', function (this: TravelWorld, _who: string) {
  assertPendingSubscription(this);
});

When('{traveller} activates her/his/their subscription', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await activateSubscription(this, traveller, paywallSubscriptionOf(this, traveller));
});

When("{traveller} activates {word}'s subscription", async function (this: TravelWorld, who: string, owner: string) {
  await activateSubscription(this, this.cast.who(who), paywallSubscriptionOf(this, this.cast.named(owner)));
});

When(
  '{traveller} activates a subscription {string} she/he/they never created',
  async function (this: TravelWorld, who: string, id: string) {
    await activateSubscription(this, this.cast.who(who), id);
  },
);

Given('payments are switched off', async function (this: TravelWorld) {
  const { billing } = await lookAtPlans(this);
  assert.equal(billing, 'off', 'payments are on: tag the scenario @billing-off');
});
