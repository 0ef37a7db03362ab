import { Given, Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { PHONE } from '../support/tasks/browser';
import { assertNoSidewaysScroll, openAndWaitForDrawing, useAPhone } from '../support/tasks/page-width';

Given('a visitor on a phone/screen {int} pixels wide', function (this: TravelWorld, width: number) {
  useAPhone(this, width);
});

When('they open {string} and it has drawn', async function (this: TravelWorld, path: string) {
  await openAndWaitForDrawing(this, path);
});

Then('the page does not scroll sideways', async function (this: TravelWorld) {
  await assertNoSidewaysScroll(this.currentPage);
});

Given('{traveller} is on a phone', function (this: TravelWorld, _who: string) {
  this.visitor.viewport = PHONE;
});
