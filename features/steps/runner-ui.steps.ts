import { Given, Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { assertControlsAboveTheFold, assertRunnerOffers, pressSpace, storeFreeWorkoutTitled } from '../support/tasks/runner-ui';

Given('their free workout {string} starts with {string}', function (this: TravelWorld, title: string, exercise: string) {
  storeFreeWorkoutTitled(this, title, exercise);
});

Given('a visitor on a screen {int} pixels wide and {int} pixels high', function (this: TravelWorld, width: number, height: number) {
  this.visitor.viewport = { width, height };
});

Then("the runner's buttons are on screen without scrolling", async function (this: TravelWorld) {
  await assertControlsAboveTheFold(this.currentPage);
});

When('they press Space', async function (this: TravelWorld) {
  await pressSpace(this.currentPage);
});

Then('the runner offers {string}', async function (this: TravelWorld, name: string) {
  await assertRunnerOffers(this.currentPage, name);
});
