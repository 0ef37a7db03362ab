import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { storedEvents } from '../support/tasks/analytics';
import { eventually } from '../support/tasks/browser';
import { assertMessage, assertSavedNothing, assertSavedPdf, breakTheWaitlist, joinWaitlistOnPage } from '../support/tasks/waitlist-ui';
import type { TravelWorld } from '../support/world';

/** Joining the waitlist from the landing page in Chromium. */

Given('the waitlist is out of order', function (this: TravelWorld) {
  breakTheWaitlist(this);
});

When('they join the waitlist with {string}', async function (this: TravelWorld, email: string) {
  await joinWaitlistOnPage(this, email);
});

Then('their browser saves the guide as {string}', async function (this: TravelWorld, fileName: string) {
  await assertSavedPdf(this, fileName);
});

Then('their browser saves nothing', function (this: TravelWorld) {
  assertSavedNothing(this);
});

Then('they see the message {string}', async function (this: TravelWorld, title: string) {
  await assertMessage(this, title, 'success');
});

Then('they see the error message {string}', async function (this: TravelWorld, title: string) {
  await assertMessage(this, title, 'error');
});

Then("their sign-up is counted in the app's analytics", async function (this: TravelWorld) {
  const counted = await eventually(async () => (await storedEvents(this, { event_name: 'waitlist_signup' })).length === 1);
  assert.ok(counted, 'no waitlist_signup event was recorded');
});
