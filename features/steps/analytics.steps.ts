import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { GAMIFICATION_ERRORS } from '../../contracts/gamification';
import { lastAnswer } from '../support/tasks/http';
import { identityOf } from '../support/tasks/identity';
import { updateProfile } from '../support/tasks/profile';
import { analyticsSeen, asTraveller, openAnalytics, plantWorkouts, workoutsIn } from '../support/tasks/progress';
import { assertTold } from '../support/tasks/replies';
import type { TravelWorld } from '../support/world';

/** Pro analytics (/analytics): the gate, and what a traveller's workouts add up to. */

const quoted = (list: string) => [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);

Given('{traveller} weighs {int} kg', async function (this: TravelWorld, who: string, weightKg: number) {
  const answer = await updateProfile(this, identityOf(this.cast.who(who)), { weightKg });
  assert.equal(answer.status, 200, `the weight was not saved: ${answer.status} ${answer.text.slice(0, 300)}`);
});

Given('{traveller} gave no weight', async function (this: TravelWorld, who: string) {
  const answer = await updateProfile(this, identityOf(this.cast.who(who)), { weightKg: null });
  assert.equal(answer.status, 200, `the weight was not cleared: ${answer.status} ${answer.text.slice(0, 300)}`);
});

Given('{traveller} worked out like this', async function (this: TravelWorld, who: string, table: DataTable) {
  await plantWorkouts(this, this.cast.who(who), workoutsIn(this, table));
});

When('{traveller} looks at her/his/their analytics', async function (this: TravelWorld, who: string) {
  await openAnalytics(this, asTraveller(this.cast.who(who)));
});

When('someone looks at analytics without saying who they are', async function (this: TravelWorld) {
  await openAnalytics(this, { identity: { kind: 'nobody' } });
});

Then('{traveller} sees her/his/their analytics', function (this: TravelWorld, _who: string) {
  analyticsSeen(this);
});

Then('{traveller} is told analytics are for Pro travellers', function (this: TravelWorld, _who: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 403, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assertTold(answer, GAMIFICATION_ERRORS['gamification.pro-required']);
  assert.equal((answer.json as { code?: string }).code, 'gamification.pro-required');
});

Then(
  'her/his/their analytics show {int} workout(s), {int} minutes and {int} calories',
  function (this: TravelWorld, workouts: number, minutes: number, calories: number) {
    const stats = analyticsSeen(this);
    assert.deepEqual([stats.totalWorkouts, stats.totalMinutes, stats.totalCalories], [workouts, minutes, calories]);
  },
);

Then('her/his/their analytics show a current streak of {int} days', function (this: TravelWorld, days: number) {
  assert.equal(analyticsSeen(this).streak.current, days);
});

Then(
  /^(?:her|his|their) workouts by type are (\d+) "([a-z_]+)" and (\d+) "([a-z_]+)"$/,
  function (this: TravelWorld, firstCount: string, first: string, secondCount: string, second: string) {
    assert.deepEqual(analyticsSeen(this).workoutsByType, { [first]: Number(firstCount), [second]: Number(secondCount) });
  },
);

Then('her/his/their top places are', function (this: TravelWorld, table: DataTable) {
  assert.deepEqual(
    analyticsSeen(this).locations.map((place) => ({ city: place.city, country: place.country, workouts: String(place.workouts) })),
    table.hashes(),
  );
});

Then(/^(?:her|his|their) analytics list the badges (.+)$/, function (this: TravelWorld, codes: string) {
  assert.deepEqual(
    analyticsSeen(this).badges.map((badge) => badge.code),
    quoted(codes),
  );
});

Then(/^(?:her|his|their) analytics list the recent workouts (.+)$/, function (this: TravelWorld, names: string) {
  assert.deepEqual(
    analyticsSeen(this).recentWorkouts.map((workout) => workout.name),
    quoted(names),
  );
});
