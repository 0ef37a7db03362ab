import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  allowTheInstalledApp,
  assertInstallable,
  assertRecordedOnce,
  assertSavedForLater,
  awaitServiceWorker,
  awaitWorkoutKept,
  markCompletedOffline,
  networkGoes,
  networkReturns,
  playWholeWorkout,
} from '../support/tasks/offline-app';
import { localeOf } from '../support/tasks/screens';
import type { TravelWorld } from '../support/world';

/** The installable, offline app (features/workouts/ui-offline.feature). */
const DEMOS_SHOWN = 'offline-app: exercises whose demo showed';

Given("{traveller}'s phone keeps the app for use with no network", function (this: TravelWorld, _who: string) {
  allowTheInstalledApp(this);
});

Then('the app can be installed with its name in {word}, its icons and its colours', async function (this: TravelWorld, language: string) {
  await assertInstallable(this, localeOf(language));
});

Then('the app is ready to work with no network', async function (this: TravelWorld) {
  await awaitServiceWorker(this);
});

Then("the workout is kept on {traveller}'s phone", async function (this: TravelWorld, _who: string) {
  await awaitWorkoutKept(this);
});

When('the network goes', async function (this: TravelWorld) {
  await networkGoes(this);
});

When('the network returns', async function (this: TravelWorld) {
  await networkReturns(this);
});

When('{traveller} plays the whole workout', async function (this: TravelWorld, _who: string) {
  this.remembered.set(DEMOS_SHOWN, String((await playWholeWorkout(this)).length));
});

Then('every exercise showed its demo on the way', async function (this: TravelWorld) {
  const count = Number(/\d+/.exec((await this.currentPage.getByTestId('exercise-count').textContent()) ?? '')?.[0]);
  assert.equal(Number(this.remembered.get(DEMOS_SHOWN)), count, 'not every exercise was shown with its demo');
});

When('{traveller} marks the workout as completed with no network', async function (this: TravelWorld, _who: string) {
  await markCompletedOffline(this);
});

Then(
  '{traveller} is told the workout is saved and will be sent when she/he/they is/are back online',
  async function (this: TravelWorld, _who: string) {
    await assertSavedForLater(this);
  },
);

Then('the saved workout is recorded once', async function (this: TravelWorld) {
  await assertRecordedOnce(this);
});
