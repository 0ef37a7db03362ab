import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { PHONE } from '../support/tasks/browser';
import {
  assertFits,
  assertFitsPhones,
  assertNoSidewaysScroll,
  measureOnPhones,
  openAndWaitForDrawing,
  useAPhone,
} from '../support/tasks/page-width';

Given('a visitor on a phone/screen {int} pixels wide', function (this: TravelWorld, width: number) {
  useAPhone(this, width);
});

When('they open {string} and it has drawn', async function (this: TravelWorld, path: string) {
  await openAndWaitForDrawing(this, path);
});

When(
  'they open {string} on phones {int} and {int} pixels wide',
  async function (this: TravelWorld, path: string, narrow: number, usual: number) {
    this.pageWidths = await measureOnPhones(this, path, [narrow, usual]);
  },
);

Then('the page does not scroll sideways', async function (this: TravelWorld) {
  await assertNoSidewaysScroll(this.currentPage);
});

Then('the page does not scroll sideways on either phone', function (this: TravelWorld) {
  assert.ok(this.pageWidths.length > 0, 'no page was measured on a phone');
  for (const measured of this.pageWidths) assertFits(measured);
});

Given('{traveller} is on a phone', function (this: TravelWorld, _who: string) {
  this.visitor.viewport = PHONE;
});

Given('{traveller} is on a phone {int} pixels wide', function (this: TravelWorld, _who: string, width: number) {
  useAPhone(this, width);
});

Then(
  'the page does not scroll sideways on phones {int} and {int} pixels wide',
  async function (this: TravelWorld, narrow: number, usual: number) {
    await assertFitsPhones(this.currentPage, [narrow, usual]);
  },
);
