import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AuthSuccessSchema } from '../../contracts/accounts';
import { registrationOf } from '../support/builders/travellers';
import { countAccounts } from '../support/tasks/database';
import { valueOf, type Field } from '../support/tasks/fields';
import { ask } from '../support/tasks/http';
import { knownDevice, profileOf } from '../support/tasks/profile';
import { ensureAccount, register } from '../support/tasks/registration';
import { assertTold } from '../support/tasks/replies';
import type { TravelWorld } from '../support/world';

/** Registering an account, alone or many at the same moment, and the accounts that exist. */

When('{traveller} registers', async function (this: TravelWorld, who: string) {
  await register(this, this.cast.who(who));
});

When('{traveller} registers with the {field} {string}', async function (this: TravelWorld, who: string, detail: Field, text: string) {
  this.cast.kept.push(await register(this, this.cast.who(who), { [detail.key]: valueOf(detail, text) }));
});

When('{traveller} registers with {whose} username', async function (this: TravelWorld, who: string, whose: string) {
  const owner = this.cast.whose(whose);
  this.cast.kept.push(await register(this, this.cast.who(who), { username: owner.username }));
});

Given('{int} registrations were made from one place within the hour', async function (this: TravelWorld, count: number) {
  for (let n = 1; n <= count; n += 1) {
    const answer = await register(this, this.cast.named(`Visitor${n}`));
    assert.equal(answer.status, 201, `registration ${n} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
});

When('{traveller} registers from there', async function (this: TravelWorld, who: string) {
  await register(this, this.cast.who(who));
});

When('{traveller} registers from {whose} device', async function (this: TravelWorld, who: string, whose: string) {
  const traveller = this.cast.who(who);
  const owner = this.cast.whose(whose);
  if (!owner.deviceId) throw new Error(`${owner.name} has no device`);
  await register(this, traveller, {}, { deviceId: owner.deviceId });
});

Given('{traveller} registered from her/his/their device', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await knownDevice(this, traveller);
  await ensureAccount(this, traveller, { deviceId: traveller.deviceId! });
});

Given('{traveller} has an account with the e-mail {string}', async function (this: TravelWorld, who: string, email: string) {
  const traveller = this.cast.who(who);
  traveller.email = email;
  await ensureAccount(this, traveller);
});

Given(
  '{traveller} has an account with the e-mail {string} and the password {string}',
  async function (this: TravelWorld, who: string, email: string, password: string) {
    const traveller = this.cast.who(who);
    Object.assign(traveller, { email, password });
    await ensureAccount(this, traveller);
  },
);

When(
  '{int} travellers register with the e-mail {string} at the same moment',
  async function (this: TravelWorld, count: number, email: string) {
    const rush = Array.from({ length: count }, (_, index) => this.cast.named(`Rush${index + 1}`));
    this.cast.crowd = await Promise.all(
      rush.map((traveller) => ask(this, '/api/auth/register', { method: 'POST', body: { ...registrationOf(traveller), email } })),
    );
  },
);

Then('exactly {int} of them is/are signed in', function (this: TravelWorld, count: number) {
  const signedIn = this.cast.crowd.filter((answer) => answer.status === 201 && AuthSuccessSchema.safeParse(answer.json).success);
  assert.equal(signedIn.length, count, `answers: ${this.cast.crowd.map((answer) => answer.status).join(', ')}`);
});

Then('the other {int} are told {string}', function (this: TravelWorld, count: number, text: string) {
  const others = this.cast.crowd.filter((answer) => answer.status !== 201);
  assert.equal(others.length, count);
  for (const answer of others) assertTold(answer, text);
});

Then('exactly {int} account(s) exist(s) for {string}', async function (this: TravelWorld, count: number, email: string) {
  assert.equal(await countAccounts(this, { email }), count);
});

Then('no account exists for {string}', async function (this: TravelWorld, email: string) {
  assert.equal(await countAccounts(this, { email }), 0);
});

Then('no account exists for {traveller}', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.named(who);
  assert.equal(await countAccounts(this, { username: traveller.username }), 0, `an account for ${who} exists`);
});

Then('exactly {int} accounts exist', async function (this: TravelWorld, count: number) {
  assert.equal(await countAccounts(this), count);
});

Then('{whose} account is registered with no subscription', async function (this: TravelWorld, whose: string) {
  const profile = await profileOf(this, this.cast.whose(whose));
  assert.equal(profile.accountType, 'registered');
  assert.equal(profile.subscriptionStatus, 'none');
});
