import { Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import {
  askToCancel,
  assertAskedToConfirm,
  assertBillingCardShown,
  assertCardReads,
  assertHeaderOffersNoTrial,
  assertOffersTrialOnCard,
  assertPortalOpenedInNewTab,
  confirmCancelling,
  followTrialBanner,
  manageBilling,
  trialEndAsWritten,
} from '../support/tasks/account-billing-ui';

/** The billing card of the profile's Account tab in Chromium (@ui), the header's trial button and the trial banner. */

Then('{traveller} sees her/his/their billing card', async function (this: TravelWorld, _who: string) {
  await assertBillingCardShown(this.currentPage);
});

Then('{whose} billing card reads {string}', async function (this: TravelWorld, _whose: string, text: string) {
  await assertCardReads(this.currentPage, text);
});

Then('{whose} billing card says her/his/their trial ends on its last day', async function (this: TravelWorld, whose: string) {
  const date = await trialEndAsWritten(this, this.currentPage, this.cast.whose(whose));
  await assertCardReads(this.currentPage, date);
});

Then(
  '{whose} billing card says {string} with the last day of her/his/their trial',
  async function (this: TravelWorld, whose: string, text: string) {
    const date = await trialEndAsWritten(this, this.currentPage, this.cast.whose(whose));
    await assertCardReads(this.currentPage, `${text} ${date}`);
  },
);

When('{traveller} cancels her/his/their subscription on the page', async function (this: TravelWorld, _who: string) {
  await askToCancel(this.currentPage);
});

Then('{traveller} is asked to confirm', async function (this: TravelWorld, _who: string) {
  await assertAskedToConfirm(this.currentPage);
});

When('{traveller} confirms', async function (this: TravelWorld, _who: string) {
  await confirmCancelling(this.currentPage);
});

When('{traveller} manages her/his/their billing on the page', async function (this: TravelWorld, _who: string) {
  await manageBilling(this, this.currentPage);
});

Then('the billing portal opens in a new tab', async function (this: TravelWorld) {
  await assertPortalOpenedInNewTab(this, this.currentPage);
});

Then('{whose} billing card offers the free trial', async function (this: TravelWorld, _whose: string) {
  await assertOffersTrialOnCard(this.currentPage);
});

Then('the header does not offer the free trial', async function (this: TravelWorld) {
  await assertHeaderOffersNoTrial(this.currentPage);
});

When('{traveller} presses Subscribe on the trial banner', async function (this: TravelWorld, _who: string) {
  await followTrialBanner(this.currentPage);
});
