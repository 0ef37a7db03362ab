import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { AuthSuccessSchema } from '../../contracts/accounts';
import { lastAnswer } from '../support/tasks/http';
import { askAs, identityOf } from '../support/tasks/identity';
import { profileOf } from '../support/tasks/profile';
import { subscriptionOf } from '../support/tasks/subscriptions';
import type { TravelWorld } from '../support/world';

/** The profile's plan fields agree with the subscription (spec 1 §3 "User" and "Subscription status"). */

Then('{whose} profile shows the trial end her/his/their subscription shows', async function (this: TravelWorld, whose: string) {
  const traveller = this.cast.whose(whose);
  const { trialEndsAt } = await subscriptionOf(this, traveller);
  assert.ok(trialEndsAt, `${traveller.name} has no trial`);
  assert.equal((await profileOf(this, traveller)).trialEndsAt, trialEndsAt);
});

Then(
  '{whose} session shows a/an {string} account with a/an {string} subscription',
  async function (this: TravelWorld, whose: string, accountType: string, status: string) {
    const traveller = this.cast.whose(whose);
    const answer = await askAs(this, '/api/auth/profile', identityOf(traveller));
    assert.equal(answer.status, 200, `the session answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    const { user } = answer.json as { user: { accountType: string; subscriptionStatus: string } };
    assert.deepEqual({ accountType: user.accountType, status: user.subscriptionStatus }, { accountType, status });
  },
);

Then(
  '{whose} sign-in shows a/an {string} account with a/an {string} subscription',
  function (this: TravelWorld, _whose: string, accountType: string, status: string) {
    const answer = lastAnswer(this);
    const parsed = AuthSuccessSchema.safeParse(answer.json);
    assert.ok(parsed.success, `the sign-in answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    assert.deepEqual({ accountType: parsed.data.user.accountType, status: parsed.data.user.subscriptionStatus }, { accountType, status });
  },
);
