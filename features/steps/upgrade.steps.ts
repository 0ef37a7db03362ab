import assert from 'node:assert/strict';
import { Given, When } from '@cucumber/cucumber';
import { valueOf, type Field } from '../support/tasks/fields';
import { knownDevice } from '../support/tasks/profile';
import { upgrade } from '../support/tasks/registration';
import type { TravelWorld } from '../support/world';

/** Turning the anonymous profile of a device into an account. */

When('{traveller} upgrades to an account', async function (this: TravelWorld, who: string) {
  await upgrade(this, this.cast.who(who));
});

When(
  '{traveller} upgrades to an account giving only a username, an e-mail and a password',
  async function (this: TravelWorld, who: string) {
    await upgrade(this, this.cast.who(who), {}, { minimal: true });
  },
);

When(
  '{traveller} upgrades to an account with the {field} {string}',
  async function (this: TravelWorld, who: string, detail: Field, text: string) {
    await upgrade(this, this.cast.who(who), { [detail.key]: valueOf(detail, text) });
  },
);

When('{traveller} upgrades to an account again with the e-mail {string}', async function (this: TravelWorld, who: string, email: string) {
  const traveller = this.cast.who(who);
  await upgrade(this, traveller, { email, username: `${traveller.username}_again` });
});

Given('{traveller} has upgraded to an account', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await knownDevice(this, traveller);
  const answer = await upgrade(this, traveller);
  assert.equal(answer.status, 201, `${traveller.name} could not upgrade: ${answer.status} ${answer.text.slice(0, 300)}`);
});
