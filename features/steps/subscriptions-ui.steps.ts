import { Then, When } from '@cucumber/cucumber';
import type { PlanId } from '../../contracts/subscriptions';
import type { TravelWorld } from '../support/world';
import {
  assertInTestCheckout,
  assertToast,
  assertTrialBadge,
  choosePaywallPlan,
  choosePlanOnPage,
  openPaymentTab,
  payOnPage,
  startTrialSignedOut,
} from '../support/tasks/subscriptions-ui';

/** The trial in Chromium (@ui): /subscribe, the local test checkout, /paywall, /app. */

When('{traveller} chooses the {word} plan on the page', async function (this: TravelWorld, _who: string, plan: PlanId) {
  await choosePlanOnPage(this.currentPage, plan);
});

Then('{traveller} is in the test checkout of the {word} plan', async function (this: TravelWorld, _who: string, plan: PlanId) {
  await assertInTestCheckout(this.currentPage, plan);
});

Then('{traveller} is still in the test checkout', async function (this: TravelWorld, _who: string) {
  await assertInTestCheckout(this.currentPage);
});

When('{traveller} pays on the page with the card {string}', async function (this: TravelWorld, _who: string, card: string) {
  await payOnPage(this.currentPage, card);
});

Then('{traveller} sees the trial badge with {int} day(s) left', async function (this: TravelWorld, _who: string, days: number) {
  await assertTrialBadge(this.currentPage, days);
});

When('{traveller} chooses the {word} plan on the paywall', async function (this: TravelWorld, _who: string, plan: PlanId) {
  await choosePaywallPlan(this.currentPage, plan);
});

When('{traveller} opens the {word} tab', async function (this: TravelWorld, _who: string, tab: 'Card' | 'PayPal') {
  await openPaymentTab(this.currentPage, tab);
});

When('{traveller} starts the free trial on the paywall without an account', async function (this: TravelWorld, _who: string) {
  await startTrialSignedOut(this.currentPage);
});

Then('{traveller} is told {string} in a message', async function (this: TravelWorld, _who: string, title: string) {
  await assertToast(this.currentPage, title);
});
