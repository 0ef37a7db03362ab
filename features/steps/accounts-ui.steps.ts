import { Given, Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { visit } from '../support/tasks/browser';
import { assertOnPath, AUTH_TOKEN_KEY } from '../support/tasks/visitor';
import { HERE } from '../support/tasks/cast';
import { ensureAccount } from '../support/tasks/registration';
import {
  askForResetLink,
  assertFocusedProblemInView,
  assertFocusedProblemOffers,
  assertNotSignedInHere,
  assertProfileCallsCarryDevice,
  assertProfileCallsCarryToken,
  assertReads,
  assertSignedInHere,
  fillRegistration,
  resetLinkOf,
  setNewPasswordOnPage,
  signInOnPage,
} from '../support/tasks/accounts-ui';

/** The account pages in Chromium (@ui): /register, /auth, /auth/reset-password, /profile. */

Given('{traveller} has signed in on this browser', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await ensureAccount(this, traveller);
  this.visitor.storage[AUTH_TOKEN_KEY] = traveller.sessions.get(HERE)!;
});

When('{traveller} opens {string}', async function (this: TravelWorld, who: string, path: string) {
  this.cast.who(who);
  await visit(this, path);
});

When('{traveller} fills in the registration form and creates her/his/their account', async function (this: TravelWorld, who: string) {
  await fillRegistration(this.currentPage, this.cast.who(who));
});

When('{traveller} signs in on the page with the password {string}', async function (this: TravelWorld, who: string, password: string) {
  await signInOnPage(this.currentPage, this.cast.who(who).email, password);
});

When('{traveller} asks for a reset link on the page', async function (this: TravelWorld, who: string) {
  await askForResetLink(this.currentPage, this.cast.who(who).email);
});

When('{traveller} follows the link in her/his/their e-mail', async function (this: TravelWorld, who: string) {
  await visit(this, await resetLinkOf(this, this.cast.who(who)));
});

When('{traveller} sets the new password {string} on the page', async function (this: TravelWorld, who: string, password: string) {
  this.cast.who(who).password = password;
  await setNewPasswordOnPage(this.currentPage, password);
});

Then('{traveller} is on {string}', async function (this: TravelWorld, _who: string, path: string) {
  await assertOnPath(this.currentPage, path);
});

Then('after a moment {traveller} is on {string}', async function (this: TravelWorld, _who: string, path: string) {
  // The reset page moves on after 2 seconds (spec 1 §9): assertOnPath waits until it has.
  await assertOnPath(this.currentPage, path);
});

Then('{traveller} is signed in on this browser', async function (this: TravelWorld, who: string) {
  await assertSignedInHere(this, this.currentPage, this.cast.who(who));
});

Then('{traveller} is not signed in on this browser', async function (this: TravelWorld, _who: string) {
  await assertNotSignedInHere(this.currentPage);
});

Then('{traveller} sees her/his/their name on her/his/their profile', async function (this: TravelWorld, who: string) {
  await assertReads(this.currentPage, this.cast.who(who).name);
});

Then('{traveller} reads {string} on the page', async function (this: TravelWorld, _who: string, text: string) {
  await assertReads(this.currentPage, text);
});

Then('{traveller} is told on the page that the link has been sent', async function (this: TravelWorld, _who: string) {
  await assertReads(this.currentPage, /if an account exists|reset link has been sent|link has been sent|check your (e-?mail|inbox)/i);
});

Then('{traveller} reads that her/his/their password has been reset', async function (this: TravelWorld, _who: string) {
  await assertReads(this.currentPage, /password (has been|was) (reset|changed|updated)/i);
});

Then('the app asked for {whose} profile with her/his/their sign-in token', async function (this: TravelWorld, whose: string) {
  await assertProfileCallsCarryToken(this, this.cast.whose(whose).sessions.get(HERE)!);
});

Then("the app asked for the profile with the browser's device identifier", async function (this: TravelWorld) {
  await assertProfileCallsCarryDevice(this, this.currentPage);
});

Then('{traveller} reads {string} where she/he/they pressed the button', async function (this: TravelWorld, _who: string, text: string) {
  await assertFocusedProblemInView(this.currentPage, text);
});

Then('from there she/he/they can choose {string} or {string}', async function (this: TravelWorld, first: string, second: string) {
  await assertFocusedProblemOffers(this.currentPage, [first, second]);
});
