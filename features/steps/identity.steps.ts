import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ProfileReplySchema } from '../../contracts/accounts';
import { newDeviceId } from '../support/builders/identifiers';
import { earnPoints } from '../support/tasks/database';
import { lastAnswer } from '../support/tasks/http';
import { knownDevice, profileOf, readProfile, updateProfile } from '../support/tasks/profile';
import { assertDeviceRefused, assertRevealsNothingOf } from '../support/tasks/replies';
import type { TravelWorld } from '../support/world';

/**
 * A traveller without an account is known by their device: the anonymous profile a device gets,
 * and what a device may and may not speak for.
 */

Given('{traveller} uses the app on a new device', function (this: TravelWorld, who: string) {
  this.cast.who(who).deviceId = newDeviceId();
});

When(
  '{traveller} looks at her/his/their profile, sending her/his/their device identifier in the address',
  async function (this: TravelWorld, who: string) {
    const traveller = this.cast.who(who);
    await readProfile(this, traveller, { kind: 'device', deviceId: traveller.deviceId!, inAddress: true });
  },
);

When(
  '{traveller} looks at her/his/their profile, sending her/his/their device identifier in a request header',
  async function (this: TravelWorld, who: string) {
    const traveller = this.cast.who(who);
    await readProfile(this, traveller, { kind: 'device', deviceId: traveller.deviceId!, inAddress: false });
  },
);

When('the device {string} asks for its profile', async function (this: TravelWorld, deviceId: string) {
  await readProfile(this, undefined, { kind: 'device', deviceId, inAddress: true });
});

Then('it gets an anonymous profile', function (this: TravelWorld) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const profile = ProfileReplySchema.parse(answer.json);
  assert.equal(profile.accountType, 'anonymous');
  assert.equal(profile.subscriptionStatus, 'none');
});

Then('it is told the device identifier is invalid', function (this: TravelWorld) {
  assertDeviceRefused(lastAnswer(this));
});

Then('{whose} profile is (still )anonymous with no subscription', async function (this: TravelWorld, whose: string) {
  const profile = await profileOf(this, this.cast.whose(whose));
  assert.equal(profile.accountType, 'anonymous');
  assert.equal(profile.subscriptionStatus, 'none');
  assert.equal(profile.email, null, 'an anonymous profile has an e-mail');
});

Then('{whose} profile is still anonymous', async function (this: TravelWorld, whose: string) {
  const profile = await profileOf(this, this.cast.whose(whose));
  assert.equal(profile.accountType, 'anonymous');
});

Then('it is the same profile as before', async function (this: TravelWorld) {
  const traveller = this.cast.who('they');
  const now = await profileOf(this, traveller);
  const seen = traveller.profileIdsSeen;
  assert.ok(seen.length >= 2, `${traveller.name}'s profile was seen only once`);
  assert.ok(
    seen.every((id) => id === now.id),
    `${traveller.name} had profiles ${[...new Set(seen)].join(', ')}`,
  );
});

Then('they are two different profiles', function (this: TravelWorld) {
  const firsts = this.cast.everyone.map((traveller) => traveller.profileIdsSeen[0]).filter((id) => id !== undefined);
  assert.ok(firsts.length >= 2, 'fewer than two profiles were seen');
  assert.equal(new Set(firsts).size, firsts.length, 'two devices share a profile');
});

When('someone looks at the profile with only {whose} device', async function (this: TravelWorld, whose: string) {
  const owner = this.cast.whose(whose);
  await readProfile(this, undefined, { kind: 'device', deviceId: owner.deviceId! });
});

When(
  'someone changes the name on the profile to {string} with only {whose} device',
  async function (this: TravelWorld, name: string, whose: string) {
    const owner = this.cast.whose(whose);
    await updateProfile(this, { kind: 'device', deviceId: owner.deviceId! }, { name });
  },
);

Then('{traveller} learn(s) nothing about {whose} account', function (this: TravelWorld, _who: string, whose: string) {
  assertRevealsNothingOf(lastAnswer(this), this.cast.whose(whose));
});

Given('{traveller} has earned {int} points on her/his/their device', async function (this: TravelWorld, who: string, points: number) {
  const traveller = this.cast.who(who);
  await earnPoints(this, await knownDevice(this, traveller), points);
});
