import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AuthSuccessSchema, ProfileReplySchema } from '../../contracts/accounts';
import type { TravelWorld } from '../support/world';
import { lastAnswer } from '../support/tasks/http';
import {
  assertAskedToSignIn,
  assertDeviceRefused,
  assertNotSignedIn,
  assertRefusedFor,
  assertRevealsNothingOf,
  assertSameAnswers,
  assertShows,
  assertSignedIn,
  assertTold,
  credentialsOf,
  ensureAccount,
  fieldNamed,
  HERE,
  identityOf,
  knownDevice,
  madeUpToken,
  newDeviceId,
  profileOf,
  readProfile,
  register,
  registrationOf,
  requestReset,
  resetPassword,
  sessionEnded,
  signIn,
  signOut,
  updateProfile,
  upgrade,
  valueOf,
  type Field,
  type Traveller,
} from '../support/tasks/accounts';
import { countAccounts, countResetLinks, earnPoints, expireSessions, letTimePass } from '../support/tasks/database';
import { ask } from '../support/tasks/http';
import { hostileBarrage } from '../support/tasks/hostile';

/*
 * Accounts and identity (spec 1 §2–§9). "Ana", "Ben", "Carla"… are the
 * scenario's travellers (world.cast); "she"/"he"/"they" is the last one named,
 * "someone" is a caller who is none of them.
 */

/** A password as the scenario writes it ("(empty)" for nothing). */
const typed = (text: string) => String(valueOf(fieldNamed('password'), text));

// ── Devices ─────────────────────────────────────────────────────────────────

Given('{traveller} uses the app on a new device', function (this: TravelWorld, who: string) {
  this.cast.who(who).deviceId = newDeviceId();
});

When('{traveller} looks at her/his/their profile( again)', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await readProfile(this, traveller, identityOf(traveller));
});

When('{traveller} looks at her/his/their profile, sending her/his/their device identifier in the address', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await readProfile(this, traveller, { kind: 'device', deviceId: traveller.deviceId!, inAddress: true });
});

When('{traveller} looks at her/his/their profile, sending her/his/their device identifier in a request header', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await readProfile(this, traveller, { kind: 'device', deviceId: traveller.deviceId!, inAddress: false });
});

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

Then('{whose} profile uses {word} units', async function (this: TravelWorld, whose: string, system: string) {
  assert.equal((await profileOf(this, this.cast.whose(whose))).unitSystem, system);
});

Then('{traveller} has {int} points and a streak of {int} days', async function (this: TravelWorld, who: string, points: number, days: number) {
  const profile = await profileOf(this, this.cast.who(who));
  assert.equal(profile.points, points);
  assert.equal(profile.streak.current, days);
  assert.equal(profile.streak.longest, days);
});

Then('{traveller} has {int} points', async function (this: TravelWorld, who: string, points: number) {
  assert.equal((await profileOf(this, this.cast.who(who))).points, points);
});

Then('{traveller} has no recent workouts', async function (this: TravelWorld, who: string) {
  assert.deepEqual((await profileOf(this, this.cast.who(who))).recentSessions, []);
});

Then('it is the same profile as before', async function (this: TravelWorld) {
  const traveller = this.cast.who('they');
  const now = await profileOf(this, traveller);
  const seen = traveller.profileIdsSeen;
  assert.ok(seen.length >= 2, `${traveller.name}'s profile was seen only once`);
  assert.ok(seen.every((id) => id === now.id), `${traveller.name} had profiles ${[...new Set(seen)].join(', ')}`);
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

When('someone changes the name on the profile to {string} with only {whose} device', async function (this: TravelWorld, name: string, whose: string) {
  const owner = this.cast.whose(whose);
  await updateProfile(this, { kind: 'device', deviceId: owner.deviceId! }, { name });
});

Then('{traveller} learn(s) nothing about {whose} account', function (this: TravelWorld, _who: string, whose: string) {
  assertRevealsNothingOf(lastAnswer(this), this.cast.whose(whose));
});

// ── Registering ─────────────────────────────────────────────────────────────

When('{traveller} registers', async function (this: TravelWorld, who: string) {
  await register(this, this.cast.who(who));
});

When('{traveller} registers with the {field} {string}', async function (this: TravelWorld, who: string, detail: Field, text: string) {
  await register(this, this.cast.who(who), { [detail.key]: valueOf(detail, text) });
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

Given('{traveller} has an account with the e-mail {string} and the password {string}', async function (this: TravelWorld, who: string, email: string, password: string) {
  const traveller = this.cast.who(who);
  Object.assign(traveller, { email, password });
  await ensureAccount(this, traveller);
});

Given('{traveller} has earned {int} points on her/his/their device', async function (this: TravelWorld, who: string, points: number) {
  const traveller = this.cast.who(who);
  await earnPoints(this, await knownDevice(this, traveller), points);
});

When('{int} travellers register with the e-mail {string} at the same moment', async function (this: TravelWorld, count: number, email: string) {
  const rush = Array.from({ length: count }, (_, index) => this.cast.named(`Rush${index + 1}`));
  this.cast.crowd = await Promise.all(
    rush.map((traveller) => ask(this, '/api/auth/register', { method: 'POST', body: { ...registrationOf(traveller), email } })),
  );
});

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

// ── Upgrading ───────────────────────────────────────────────────────────────

When('{traveller} upgrades to an account', async function (this: TravelWorld, who: string) {
  await upgrade(this, this.cast.who(who));
});

When('{traveller} upgrades to an account giving only a username, an e-mail and a password', async function (this: TravelWorld, who: string) {
  await upgrade(this, this.cast.who(who), {}, { minimal: true });
});

When('{traveller} upgrades to an account with the {field} {string}', async function (this: TravelWorld, who: string, detail: Field, text: string) {
  await upgrade(this, this.cast.who(who), { [detail.key]: valueOf(detail, text) });
});

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

// ── Signing in and out ──────────────────────────────────────────────────────

When('{traveller} signs in', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await signIn(this, credentialsOf(traveller), traveller);
});

When('{traveller} signs in as {string} with the password {string}', async function (this: TravelWorld, who: string, email: string, password: string) {
  const answer = await signIn(this, { email, password: typed(password) }, this.cast.who(who));
  this.cast.kept.push(answer);
});

When('someone signs in as {string} with the password {string}', async function (this: TravelWorld, email: string, password: string) {
  const answer = await signIn(this, { email, password: typed(password) });
  this.cast.kept.push(answer);
});

When('{traveller} signs in on her/his/their {word}', async function (this: TravelWorld, who: string, where: string) {
  const traveller = this.cast.who(who);
  await signIn(this, credentialsOf(traveller), traveller, where);
});

Given('{traveller} has signed in', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await ensureAccount(this, traveller);
  await assertSignIn(this, traveller, HERE);
});

Given('{traveller} has signed in on her/his/their {word}', async function (this: TravelWorld, who: string, where: string) {
  const traveller = this.cast.who(who);
  await ensureAccount(this, traveller);
  await assertSignIn(this, traveller, where);
});

async function assertSignIn(world: TravelWorld, traveller: Traveller, where: string): Promise<void> {
  const answer = await signIn(world, credentialsOf(traveller), traveller, where);
  assert.equal(answer.status, 200, `${traveller.name} could not sign in: ${answer.status} ${answer.text.slice(0, 300)}`);
}

Then('{traveller} is signed in', async function (this: TravelWorld, who: string) {
  await assertSignedIn(this, this.cast.who(who));
});

Then('{traveller} is/are not signed in', function (this: TravelWorld, _who: string) {
  assertNotSignedIn(lastAnswer(this));
});

When('{traveller} signs out( again)', async function (this: TravelWorld, who: string) {
  await signOut(this, this.cast.who(who));
});

When('{traveller} signs out on her/his/their {word}', async function (this: TravelWorld, who: string, where: string) {
  await signOut(this, this.cast.who(who), where);
});

Then('{traveller} is signed out', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  const answer = lastAnswer(this);
  assert.equal(answer.status, 200, `signing out answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assertAskedToSignIn(await readProfile(this, traveller, { kind: 'session', token: traveller.oldSession! }));
});

When('{traveller} looks at her/his/their profile with her/his/their old session', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  const token = traveller.oldSession ?? traveller.sessions.get(HERE);
  if (!token) throw new Error(`${traveller.name} never had a session`);
  await readProfile(this, traveller, { kind: 'session', token });
});

When('{traveller} looks at her/his/their profile on her/his/their {word}', async function (this: TravelWorld, who: string, where: string) {
  const traveller = this.cast.who(who);
  await readProfile(this, traveller, identityOf(traveller, where));
});

Then('{traveller} can still see her/his/their profile on her/his/their {word}', async function (this: TravelWorld, who: string, where: string) {
  const traveller = this.cast.who(who);
  const answer = await readProfile(this, traveller, identityOf(traveller, where));
  assert.equal(answer.status, 200, `the ${where} session answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.equal(ProfileReplySchema.parse(answer.json).email?.toLowerCase(), traveller.email.toLowerCase());
});

When('someone looks at a profile with a made-up session', async function (this: TravelWorld) {
  await readProfile(this, undefined, { kind: 'session', token: madeUpToken() });
});

When('someone looks at a profile without saying who they are', async function (this: TravelWorld) {
  await readProfile(this, undefined, { kind: 'nobody' });
});

Given('{whose} session has expired', async function (this: TravelWorld, whose: string) {
  const traveller = this.cast.whose(whose);
  await expireSessions(this, traveller.userId!);
  sessionEnded(traveller);
});

Given('someone has tried {int} wrong passwords for {string}', async function (this: TravelWorld, count: number, email: string) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    const answer = await signIn(this, { email, password: `wrong-guess-${attempt}` });
    assert.equal(answer.status, 401, `wrong password ${attempt} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
});

Then('{traveller} is/are told how long to wait', function (this: TravelWorld, _who: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 429, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const wait = Number(answer.headers.get('retry-after'));
  assert.ok(Number.isInteger(wait) && wait > 0 && wait <= 15 * 60, `Retry-After is "${answer.headers.get('retry-after')}"`);
});

Given('{int} minutes have passed', async function (this: TravelWorld, minutes: number) {
  await letTimePass(this, minutes);
});

// ── What a traveller is told ────────────────────────────────────────────────

Then('{traveller} is/are told {string}', function (this: TravelWorld, _who: string, text: string) {
  assertTold(lastAnswer(this), text);
});

Then('{traveller} is/are asked to sign in', function (this: TravelWorld, _who: string) {
  assertAskedToSignIn(lastAnswer(this));
});

Then('{traveller} is/are refused with {string} for the {field}', function (this: TravelWorld, _who: string, message: string, detail: Field) {
  assertRefusedFor(lastAnswer(this), detail, message);
});

Then('{traveller} is/are refused for the {field}', function (this: TravelWorld, _who: string, detail: Field) {
  assertRefusedFor(lastAnswer(this), detail);
});

Then('both answers are the same', function (this: TravelWorld) {
  const [first, second] = this.cast.kept.slice(-2);
  assert.ok(first && second, 'two answers were not kept');
  assertSameAnswers(first, second);
});

// ── Password reset ──────────────────────────────────────────────────────────

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

// ── Hostile input ───────────────────────────────────────────────────────────

When('someone tries every hostile text in every field of the registration and sign-in forms', async function (this: TravelWorld) {
  await hostileBarrage(this, this.cast.named('Ana').email);
});

Then('{traveller} can still register', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await register(this, traveller);
  await assertSignedIn(this, traveller);
});

Then('{traveller} can still sign in', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await signIn(this, credentialsOf(traveller), traveller);
  await assertSignedIn(this, traveller);
});

// ── Shown on the profile ────────────────────────────────────────────────────

Then('{whose} profile (still )shows the {field} {string}', async function (this: TravelWorld, whose: string, detail: Field, text: string) {
  assertShows(await profileOf(this, this.cast.whose(whose)), detail, text);
});

Then('{whose} account is registered with no subscription', async function (this: TravelWorld, whose: string) {
  const profile = await profileOf(this, this.cast.whose(whose));
  assert.equal(profile.accountType, 'registered');
  assert.equal(profile.subscriptionStatus, 'none');
});
