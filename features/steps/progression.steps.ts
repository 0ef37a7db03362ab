import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { WEEKDAY_PATTERN, type Weekday } from '../support/tasks/clock';
import { plansSoFar } from '../support/tasks/generator-plan';
import { finishLastPlan, finishOn, intensityOf, mainDifficulty, type Outcome } from '../support/tasks/progression';

/*
 * Progression (features/progress): finishing workouts on given days, rating
 * how hard they felt, and how the next workout and the kept intensity follow.
 */

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "rating each 5 out of 10" / "rating it 5 out of 10" / "without rating them". */
const ratingOf = (words: string): Outcome => {
  const match = /(\d+) out of 10/.exec(words);
  return match ? { rpe: Number(match[1]) } : {};
};

/** "Monday, Wednesday and Friday" → the days in order. */
const daysIn = (list: string): Weekday[] => list.split(/, | and /).map((day) => day as Weekday);

When(
  new RegExp(
    `^(\\S+) finishes (?:a workout|it) in full on ((?:${WEEKDAY_PATTERN})(?:(?:, | and )(?:${WEEKDAY_PATTERN}))*), (rating (?:each|it) \\d+ out of 10|without rating (?:them|it))$`,
  ),
  async function (this: TravelWorld, who: string, days: string, rating: string) {
    const traveller = this.cast.who(who);
    for (const day of daysIn(days)) await finishOn(this, traveller, day, ratingOf(rating));
  },
);

When(
  new RegExp(
    `^(\\S+) finishes (?:a workout|it) in full every day from (${WEEKDAY_PATTERN}) to (${WEEKDAY_PATTERN}), (rating each \\d+ out of 10)$`,
  ),
  async function (this: TravelWorld, who: string, from: Weekday, to: Weekday, rating: string) {
    const traveller = this.cast.who(who);
    for (const day of WEEKDAYS.slice(WEEKDAYS.indexOf(from), WEEKDAYS.indexOf(to) + 1)) {
      await finishOn(this, traveller, day, ratingOf(rating));
    }
  },
);

When('{traveller} finishes a workout in full, rating it {int} out of 10', async function (this: TravelWorld, who: string, rpe: number) {
  await finishLastPlan(this, this.cast.who(who), { rpe });
});

When(
  new RegExp(`^(\\S+) stops after (\\d+) of (\\d+) sets(?: on (${WEEKDAY_PATTERN}))?, rating it (\\d+) out of 10$`),
  async function (this: TravelWorld, who: string, done: string, planned: string, day: Weekday | null, rpe: string) {
    const outcome = { setsDone: Number(done), setsPlanned: Number(planned), rpe: Number(rpe) };
    if (day) await finishOn(this, this.cast.who(who), day, outcome);
    else await finishLastPlan(this, this.cast.who(who), outcome);
  },
);

Then(
  /^(\S+)'s next workout is one step (harder|easier) than (?:her|his|their) first$/,
  function (this: TravelWorld, _who: string, direction: 'harder' | 'easier') {
    const plans = plansSoFar(this);
    const first = plans[0];
    const next = plans.at(-1);
    assert.ok(first && next && plans.length >= 2, 'two plans are needed: the first and the next');
    const moved = mainDifficulty(next) - mainDifficulty(first);
    assert.equal(
      moved,
      direction === 'harder' ? 1 : -1,
      `the main moves went from difficulty ${mainDifficulty(first)} to ${mainDifficulty(next)}`,
    );
  },
);

Then(
  /^(\S+) trains (?:at (?:her|his|their) level|(one|two) steps? (above|below) (?:her|his|their) level)$/,
  // A group the words left out arrives empty (null).
  async function (this: TravelWorld, who: string, count: string | null, direction: string | null) {
    const steps = count ? (count === 'one' ? 1 : 2) * (direction === 'below' ? -1 : 1) : 0;
    const intensity = await intensityOf(this, this.cast.who(who));
    assert.equal(intensity - 1, steps, `${who} trains at intensity ${intensity}, where 1 is the level chosen`);
  },
);
