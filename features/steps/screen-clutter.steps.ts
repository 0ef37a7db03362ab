import { Then } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { assertHighlightsOpaque, assertMessageClearOfHeader, assertOnlyOffer } from '../support/tasks/screen-clutter';

Then('a message appears clear of the header and its menu button', async function (this: TravelWorld) {
  await assertMessageClearOfHeader(this.currentPage);
});

Then("nothing decorative shows through the hero's highlight cards", async function (this: TravelWorld) {
  await assertHighlightsOpaque(this.currentPage);
});

Then('the photo card offers {string} and nothing else', async function (this: TravelWorld, name: string) {
  await assertOnlyOffer(this.currentPage, name);
});
