import { Then, When } from '@cucumber/cucumber';
import {
  assertCountedIn,
  assertPointsAlert,
  assertQuickWorkout,
  chooseContext,
  followAlertToLeaderboard,
  markCompleted,
  playFor,
  sayWhereTraining,
} from '../support/tasks/quick-flight-ui';
import type { TravelWorld } from '../support/world';

/** Quick flight mode at /quick-flight in Chromium (features/workouts/ui-quick-flight.feature, features/progress/ui-progress-journey.feature). */

When('{traveller} chooses the gate wait', async function (this: TravelWorld, _who: string) {
  await chooseContext(this, 'gate');
});

Then(
  '{traveller} sees her/his/their gate-wait workout with its safety notes and the player on its first exercise',
  async function (this: TravelWorld, _who: string) {
    await assertQuickWorkout(this, 'gate');
  },
);

When('{traveller} plays the first exercise for {seconds}', async function (this: TravelWorld, _who: string, ms: number) {
  await playFor(this, ms);
});

When('{traveller} marks the workout as completed', async function (this: TravelWorld, _who: string) {
  await markCompleted(this, 'gate');
});

Then('{traveller} sees the Workout completed alert with the points it earned', async function (this: TravelWorld, _who: string) {
  await assertPointsAlert(this);
});

When(
  '{traveller} says she/he/they train(s) in {string}, {string}',
  async function (this: TravelWorld, _who: string, city: string, country: string) {
    await sayWhereTraining(this, city, country);
  },
);

Then('the alert says the workout counted in {string}, {string}', async function (this: TravelWorld, city: string, country: string) {
  await assertCountedIn(this, city, country);
});

When('{traveller} follows the alert to the leaderboard', async function (this: TravelWorld, _who: string) {
  await followAlertToLeaderboard(this);
});
