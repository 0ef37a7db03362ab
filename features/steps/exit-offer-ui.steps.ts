import { Given, Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import {
  assertNothingRefused,
  assertOfferClosed,
  assertOfferOpen,
  closeOffer,
  leaveThroughTheTop,
  pullDown,
  useATouchPhone,
  watchRefusals,
} from '../support/tasks/exit-offer-ui';
import { visit } from '../support/tasks/browser';

Given('a visitor on a phone with a touch screen', function (this: TravelWorld) {
  useATouchPhone(this);
});

When('they open {string} and watch what the browser refuses', async function (this: TravelWorld, path: string) {
  watchRefusals(this, await visit(this, path));
});

When('the pointer leaves the page through its top edge', async function (this: TravelWorld) {
  await leaveThroughTheTop(this.currentPage);
});

When('they pull the page down quickly', async function (this: TravelWorld) {
  await pullDown(this.currentPage);
});

Then('the exit offer opens', async function (this: TravelWorld) {
  await assertOfferOpen(this.currentPage);
});

When('they close the exit offer', async function (this: TravelWorld) {
  await closeOffer(this.currentPage);
});

Then('the exit offer stays closed', async function (this: TravelWorld) {
  await assertOfferClosed(this.currentPage);
});

Then('the browser refused nothing the page asked for', function (this: TravelWorld) {
  assertNothingRefused(this);
});
