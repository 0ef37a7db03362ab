import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { madeUpToken } from '../support/builders/identifiers';
import { countResetLinks } from '../support/tasks/database';
import { requestReset, resetPassword } from '../support/tasks/password-reset';
import { assertSameAnswers } from '../support/tasks/replies';
import type { TravelWorld } from '../support/world';

/** Resetting a forgotten password with a link. */

When('{traveller} asks for a password reset link', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  this.cast.kept.push(await requestReset(this, traveller.email, traveller));
});

When('someone asks for a password reset link for {string}', async function (this: TravelWorld, email: string) {
  this.cast.kept.push(await requestReset(this, email));
});

Given('{traveller} has asked for a password reset link', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  const answer = await requestReset(this, traveller.email, traveller);
  assert.equal(answer.status, 200, `asking for a link answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.ok(traveller.resetToken, 'the server in test mode did not hand out the link (resetToken)');
});

Then('no reset link was made', async function (this: TravelWorld) {
  assert.equal(await countResetLinks(this), 0);
});

Then('both answers say the same, apart from the link', function (this: TravelWorld) {
  const [first, second] = this.cast.kept.slice(-2);
  assert.ok(first && second, 'two answers were not kept');
  assertSameAnswers(first, second, ['resetToken']);
});

When('{traveller} sets the new password {string} with the link', async function (this: TravelWorld, who: string, password: string) {
  const traveller = this.cast.who(who);
  await resetPassword(this, traveller.resetToken!, password, traveller);
});

Given('{traveller} has set the new password {string} with the link', async function (this: TravelWorld, who: string, password: string) {
  const traveller = this.cast.who(who);
  const answer = await resetPassword(this, traveller.resetToken!, password, traveller);
  assert.equal(answer.status, 200, `the reset answered ${answer.status}: ${answer.text.slice(0, 300)}`);
});

When('someone sets the new password {string} with a made-up link', async function (this: TravelWorld, password: string) {
  await resetPassword(this, madeUpToken(), password);
});
