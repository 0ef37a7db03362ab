import { Then, When } from '@cucumber/cucumber';
import { assertPointsAlert, assertQuickWorkout, chooseContext, markCompleted, playFor } from '../support/tasks/quick-flight-ui';
import type { TravelWorld } from '../support/world';

/** Quick flight mode at /quick-flight in Chromium (features/workouts/ui-quick-flight.feature). */
const POINTS = 'quick-flight-ui: points earned';

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
  this.remembered.set(POINTS, String(await markCompleted(this, 'gate')));
});

Then('{traveller} sees the Workout completed alert with the points it earned', async function (this: TravelWorld, _who: string) {
  await assertPointsAlert(this, Number(this.remembered.get(POINTS)));
});
