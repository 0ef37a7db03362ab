import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ProfileReplySchema } from '../../contracts/accounts';
import { madeUpToken } from '../support/builders/identifiers';
import { credentialsOf } from '../support/builders/travellers';
import { HERE, type Traveller } from '../support/tasks/cast';
import { expireSessions, letTimePass } from '../support/tasks/database';
import { fieldNamed, valueOf } from '../support/tasks/fields';
import { lastAnswer } from '../support/tasks/http';
import { identityOf } from '../support/tasks/identity';
import { readProfile } from '../support/tasks/profile';
import { ensureAccount } from '../support/tasks/registration';
import { assertAskedToSignIn } from '../support/tasks/replies';
import {
  ANOTHER_PLACE,
  assertNotSignedIn,
  assertSignedIn,
  guessPasswords,
  placeNumber,
  sessionEnded,
  signIn,
  signOut,
} from '../support/tasks/sign-in';
import type { TravelWorld } from '../support/world';

/** Signing in and out, sessions on several devices, expiry and the limit on wrong passwords. */

/** A password as the scenario writes it ("(empty)" for nothing). */
const typed = (text: string) => String(valueOf(fieldNamed('password'), text));

When('{traveller} signs in', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await signIn(this, credentialsOf(traveller), traveller);
});

When(
  '{traveller} signs in as {string} with the password {string}',
  async function (this: TravelWorld, who: string, email: string, password: string) {
    const answer = await signIn(this, { email, password: typed(password) }, this.cast.who(who));
    this.cast.kept.push(answer);
  },
);

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
  // Registering signs a new traveller in on this device (spec 1 §1): no second sign-in, and no second password hash.
  if (!traveller.registered) {
    await ensureAccount(this, traveller);
    if (traveller.sessions.has(HERE)) return;
  }
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

Then(
  '{traveller} can still see her/his/their profile on her/his/their {word}',
  async function (this: TravelWorld, who: string, where: string) {
    const traveller = this.cast.who(who);
    const answer = await readProfile(this, traveller, identityOf(traveller, where));
    assert.equal(answer.status, 200, `the ${where} session answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    assert.equal(ProfileReplySchema.parse(answer.json).email?.toLowerCase(), traveller.email.toLowerCase());
  },
);

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
  await guessPasswords(this, email, count, () => undefined);
});

Given(
  'someone has tried {int} wrong passwords for {string} from {int} places',
  async function (this: TravelWorld, count: number, email: string, places: number) {
    await guessPasswords(this, email, count, (attempt) => placeNumber((attempt % places) + 1));
  },
);

When('{traveller} signs in from another place', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await signIn(this, credentialsOf(traveller), traveller, 'elsewhere', ANOTHER_PLACE);
});

When(
  'someone signs in as {string} with the password {string} from another place',
  async function (this: TravelWorld, email: string, password: string) {
    await signIn(this, { email, password }, undefined, HERE, ANOTHER_PLACE);
  },
);

function assertToldToWait(world: TravelWorld, atMostMinutes: number): void {
  const answer = lastAnswer(world);
  assert.equal(answer.status, 429, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const wait = Number(answer.headers.get('retry-after'));
  assert.ok(Number.isInteger(wait) && wait > 0 && wait <= atMostMinutes * 60, `Retry-After is "${answer.headers.get('retry-after')}"`);
}

Then('{traveller} is/are told how long to wait', function (this: TravelWorld, _who: string) {
  assertToldToWait(this, 15);
});

Then('{traveller} is/are told to wait at most {int} minutes', function (this: TravelWorld, _who: string, minutes: number) {
  assertToldToWait(this, minutes);
});

Given('{int} minutes have passed', async function (this: TravelWorld, minutes: number) {
  await letTimePass(this, minutes);
});
