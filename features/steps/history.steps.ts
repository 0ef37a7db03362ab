import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { identityOf } from '../support/tasks/identity';
import { asTraveller, historySeen, openHistory, plantStreak, plantWorkouts, workoutsIn } from '../support/tasks/progress';
import type { TravelWorld } from '../support/world';

/** A traveller's history (/account/analytics): workouts planted at given times, read by the traveller. */

const DAY_MS = 24 * 60 * 60 * 1000;

Given('{traveller} worked out at these times', async function (this: TravelWorld, who: string, table: DataTable) {
  await plantWorkouts(this, this.cast.who(who), workoutsIn(this, table));
});

Given(
  '{traveller} worked out {int} days in a row, in workouts called {string} to {string}',
  async function (this: TravelWorld, who: string, days: number, first: string, last: string) {
    const prefix = first.replace(/\d+$/, '');
    assert.equal(`${prefix}${days}`, last, `"${first}" to "${last}" is not ${days} workouts`);
    const now = this.app!.clock.now().getTime();
    await plantWorkouts(
      this,
      this.cast.who(who),
      Array.from({ length: days }, (_, index) => ({
        name: `${prefix}${index + 1}`,
        minutes: 20,
        context: 'hotel_room',
        at: new Date(now - (days - index) * DAY_MS),
      })),
    );
  },
);

Given('{traveller} did a {int}-minute workout without a name', async function (this: TravelWorld, who: string, minutes: number) {
  await plantWorkouts(this, this.cast.who(who), [{ minutes, context: 'airport', at: new Date(this.app!.clock.now().getTime() - DAY_MS) }]);
});

Given('{traveller} is on a streak of {int} days', async function (this: TravelWorld, who: string, days: number) {
  await plantStreak(this, this.cast.who(who), days, days);
});

When('{traveller} looks at her/his/their history', async function (this: TravelWorld, who: string) {
  await openHistory(this, asTraveller(this.cast.who(who)));
});

When('{traveller} looks at her/his/their history in {word}', async function (this: TravelWorld, who: string, language: string) {
  const lang = ({ English: 'en', Spanish: 'es' } as const)[language as 'English' | 'Spanish'];
  assert.ok(lang, `no language "${language}"`);
  await openHistory(this, asTraveller(this.cast.who(who), { lang }));
});

When(
  '{traveller} looks at her/his/their history naming {whose} device in the address',
  async function (this: TravelWorld, who: string, whose: string) {
    await openHistory(this, { identity: identityOf(this.cast.who(who)), uid: this.cast.whose(whose).deviceId! });
  },
);

Then(
  'her/his/their history shows {int} workouts, {int} this week, {int} minutes and a streak of {int} days',
  function (this: TravelWorld, workouts: number, thisWeek: number, minutes: number, streak: number) {
    const history = historySeen(this);
    assert.deepEqual(
      [history.totalWorkouts, history.thisWeek, history.totalMinutes, history.currentStreak],
      [workouts, thisWeek, minutes, streak],
    );
  },
);

Then('her/his/their history shows {int} workouts and {int} this week', function (this: TravelWorld, workouts: number, thisWeek: number) {
  const history = historySeen(this);
  assert.deepEqual([history.totalWorkouts, history.thisWeek], [workouts, thisWeek]);
});

Then('her/his/their history lists no workouts', function (this: TravelWorld) {
  assert.deepEqual(historySeen(this).recent, []);
});

Then(/^(?:her|his|their) history lists ((?:"[^"]+", )*"[^"]+"(?: and "[^"]+")?)$/, function (this: TravelWorld, names: string) {
  assert.deepEqual(
    historySeen(this).recent.map((workout) => workout.name),
    [...names.matchAll(/"([^"]+)"/g)].map((match) => match[1]),
  );
});
