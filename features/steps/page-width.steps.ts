import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { PHONE } from '../support/tasks/browser';
import {
  assertAllFit,
  assertFitsPhones,
  assertNoSidewaysScroll,
  measureOnPhones,
  measurePagesOnPhones,
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

When(
  'they open each of these pages on phones {int} and {int} pixels wide:',
  // Each page is opened and drawn twice: a long list on a busy machine needs more than a step's usual time.
  { timeout: 600_000 },
  async function (this: TravelWorld, narrow: number, usual: number, pages: DataTable) {
    const paths = pages.hashes().map((row) => row.page ?? '');
    this.pageWidths = await measurePagesOnPhones(this, paths, [narrow, usual]);
  },
);

Then('no page scrolls sideways on either phone', function (this: TravelWorld) {
  assertAllFit(this.pageWidths);
});

Then('the page does not scroll sideways', async function (this: TravelWorld) {
  await assertNoSidewaysScroll(this.currentPage);
});

Then('the page does not scroll sideways on either phone', function (this: TravelWorld) {
  assertAllFit(this.pageWidths);
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
