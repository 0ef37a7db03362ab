import { Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { assertMeasures, assertUnitsComeFirst, comeBackToPersonalInfo, saveImperialMeasures } from '../support/tasks/profile-units';

When(
  'she/he/they chooses/choose imperial units and enters/enter a height of {int} and a weight of {int}, then saves/save',
  async function (this: TravelWorld, inches: number, pounds: number) {
    await saveImperialMeasures(this.currentPage, inches, pounds);
  },
);

When('she/he/they comes/come back to her/his/their personal info later', async function (this: TravelWorld) {
  await comeBackToPersonalInfo(this);
});

Then(
  'her/his/their height reads {int} and her/his/their weight reads {int}',
  async function (this: TravelWorld, height: number, weight: number) {
    await assertMeasures(this.currentPage, String(height), String(weight));
  },
);

Then('the unit choice comes before the height and weight fields', async function (this: TravelWorld) {
  await assertUnitsComeFirst(this.currentPage);
});
