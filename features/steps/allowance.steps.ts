import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { SubscriptionStatusSchema } from '../../contracts/accounts';
import type { TravelWorld } from '../support/world';
import { SITUATION_PATTERN, quickBody } from '../support/builders/workout-requests';
import { identityOf, type Identity } from '../support/tasks/identity';
import {
  allowanceOf,
  askForQuickWorkout,
  askForReset,
  assertCrowd,
  assertFreeLeft,
  assertGranted,
  assertInvitedToSubscribe,
  assertRenewsNextMonday,
  assertResetCleared,
  assertUnlimited,
  checkAllowance,
  designedFor,
  designedWorkout,
  grantedUse,
  placeNamed,
  recordedThisWeek,
  setSubscription,
  spendTheWeek,
  useWorkout,
  useWorkoutsAtOnce,
} from '../support/tasks/allowance';
import { nextAfter, thisWeeks, WEEKDAY_PATTERN, type Weekday } from '../support/tasks/clock';
import { assertFits, assertSuits, assertWarmUpToCoolDown, workoutIn } from '../support/tasks/designed-workout';
import { assertRefusedFor, designedFreeWorkout, keyFor, type Answer, answerValue } from '../support/tasks/free-workout';
import { lastAnswer } from '../support/tasks/http';
import { UsageStatusSchema } from '../../contracts/usage';

/*
 * The weekly allowance (features/usage) and quick-mode workouts
 * (features/workouts/quick-workout.feature). "Carla" is a traveller on her
 * device, "Ana" one with an account; the server's clock is the scenario's
 * (world.app.clock), set by "it is Sunday 23:59 UTC".
 */

/** A traveller's name or pronoun, for the few steps written as regular expressions. */
const TRAVELLER = '([A-Z][a-z]+|she|he|they)';
const NOBODY: Identity = { kind: 'nobody' };

// ── How many are left ───────────────────────────────────────────────────────

When('{traveller} looks at her/his/their weekly allowance', async function (this: TravelWorld, who: string) {
  await checkAllowance(this, identityOf(this.cast.who(who)));
});

Then('{traveller} has {int} free workout(s) left this week', async function (this: TravelWorld, who: string, remaining: number) {
  assertFreeLeft(this, await allowanceOf(this, this.cast.who(who)), remaining);
});

Then('{traveller} has no free workouts left this week', async function (this: TravelWorld, who: string) {
  assertFreeLeft(this, await allowanceOf(this, this.cast.who(who)), 0);
});

Then(
  '{traveller} has no free workouts left this week on her/his/their {word}',
  async function (this: TravelWorld, who: string, where: string) {
    assertFreeLeft(this, await allowanceOf(this, this.cast.who(who), where), 0);
  },
);

Then('{traveller} has unlimited workouts', async function (this: TravelWorld, who: string) {
  assertUnlimited(await allowanceOf(this, this.cast.who(who)));
});

Then('her/his/their allowance renews next Monday at 00:00 UTC', function (this: TravelWorld) {
  assertRenewsNextMonday(this, UsageStatusSchema.parse(lastAnswer(this).json));
});

// ── Using workouts ──────────────────────────────────────────────────────────

When('{traveller} uses a workout', async function (this: TravelWorld, who: string) {
  await useWorkout(this, identityOf(this.cast.who(who)));
});

When('{traveller} uses a workout on her/his/their {word}', async function (this: TravelWorld, who: string, where: string) {
  const answer = await useWorkout(this, identityOf(this.cast.who(who), where));
  assertGranted(answer);
});

When('{traveller} uses {int} workouts', async function (this: TravelWorld, who: string, count: number) {
  const traveller = this.cast.who(who);
  this.cast.crowd = [];
  for (let use = 0; use < count; use += 1) this.cast.crowd.push(await useWorkout(this, identityOf(traveller)));
});

When('{traveller} uses {int} workouts at the same moment', async function (this: TravelWorld, who: string, count: number) {
  await useWorkoutsAtOnce(this, identityOf(this.cast.who(who)), count);
});

Then('all {int} are granted', function (this: TravelWorld, count: number) {
  assert.equal(this.cast.crowd.length, count);
  for (const answer of this.cast.crowd) assertGranted(answer);
});

Then(
  'exactly {int} of them are granted and the other {int} are told {string}',
  function (this: TravelWorld, granted: number, refused: number, text: string) {
    assertCrowd(this.cast.crowd, granted, refused, text, grantedUse);
  },
);

Given("{traveller} has used both of this week's free workouts", async function (this: TravelWorld, who: string) {
  await spendTheWeek(this, this.cast.who(who));
});

Then('the app has recorded exactly {int} workouts for her/him/them this week', async function (this: TravelWorld, count: number) {
  assert.equal(await recordedThisWeek(this, this.cast.who('they')), count);
});

When('someone uses a workout with only {whose} device', async function (this: TravelWorld, whose: string) {
  const owner = this.cast.whose(whose);
  await useWorkout(this, { kind: 'device', deviceId: owner.deviceId! });
});

When(
  /^someone tries to (look at the weekly allowance|use a workout|reset the weekly count|ask for a quick workout) without saying who they are$/,
  async function (this: TravelWorld, action: string) {
    if (action === 'look at the weekly allowance') await checkAllowance(this, NOBODY);
    else if (action === 'use a workout') await useWorkout(this, NOBODY);
    else if (action === 'reset the weekly count') await askForReset(this, NOBODY);
    else await askForQuickWorkout(this, NOBODY, quickBody(10, 'waiting at the gate'));
  },
);

// ── Subscriptions ───────────────────────────────────────────────────────────

Given('{whose} subscription status is {word}', async function (this: TravelWorld, whose: string, status: string) {
  await setSubscription(this, this.cast.whose(whose), SubscriptionStatusSchema.parse(status));
});

// ── The server's clock and the turn of the week ─────────────────────────────

Given(
  new RegExp(`^it is (${WEEKDAY_PATTERN}) (\\d{2}:\\d{2}(?::\\d{2})?) UTC$`),
  function (this: TravelWorld, weekday: Weekday, time: string) {
    this.app!.clock.setTo(thisWeeks(weekday, time));
  },
);

When(
  new RegExp(`^the clock reaches (${WEEKDAY_PATTERN}) (\\d{2}:\\d{2}(?::\\d{2})?) UTC$`),
  function (this: TravelWorld, weekday: Weekday, time: string) {
    const clock = this.app!.clock;
    clock.setTo(nextAfter(clock.now(), weekday, time));
  },
);

// ── Reset ───────────────────────────────────────────────────────────────────

When('{traveller} asks for her/his/their weekly count to be reset', async function (this: TravelWorld, who: string) {
  await askForReset(this, identityOf(this.cast.who(who)));
});

Then('the reset clears nothing', function (this: TravelWorld) {
  assertResetCleared(lastAnswer(this), false);
});

Then("the reset clears last week's count", function (this: TravelWorld) {
  assertResetCleared(lastAnswer(this), true);
});

// ── Quick workouts ──────────────────────────────────────────────────────────

When(
  new RegExp(`^${TRAVELLER} asks for a quick workout of (\\d+) minutes (${SITUATION_PATTERN})$`),
  async function (this: TravelWorld, who: string, minutes: string, situation: string) {
    await askForQuickWorkout(this, identityOf(this.cast.who(who)), quickBody(Number(minutes), situation));
  },
);

When(
  new RegExp(`^${TRAVELLER} asks for (\\d+) quick workouts of (\\d+) minutes (${SITUATION_PATTERN})( at the same moment)?$`),
  async function (this: TravelWorld, who: string, count: string, minutes: string, situation: string, together: string | undefined) {
    const identity = identityOf(this.cast.who(who));
    const ask = () => askForQuickWorkout(this, identity, quickBody(Number(minutes), situation));
    if (together) {
      this.cast.crowd = await Promise.all(Array.from({ length: Number(count) }, ask));
      return;
    }
    this.cast.crowd = [];
    for (let asked = 0; asked < Number(count); asked += 1) this.cast.crowd.push(await ask());
  },
);

When(
  '{traveller} asks for a quick workout with the {answer} {string}',
  async function (this: TravelWorld, who: string, detail: Answer, text: string) {
    this.remembered.set('form', 'quick');
    const body = { ...quickBody(10, 'waiting at the gate'), [keyFor(detail, 'quick')]: answerValue(detail, text) };
    await askForQuickWorkout(this, identityOf(this.cast.who(who)), body);
  },
);

Then(
  new RegExp(`^${TRAVELLER} gets a workout suited to (.+) that fits (\\d+) minutes$`),
  function (this: TravelWorld, _who: string, place: string, minutes: string) {
    const workout = workoutIn(lastAnswer(this));
    assertSuits(workout, placeNamed(place));
    assertFits(workout, Number(minutes));
  },
);

Then('it starts with a warm-up and ends with a cool-down', function (this: TravelWorld) {
  assertWarmUpToCoolDown(workoutIn(lastAnswer(this)));
});

Then('{traveller} is/are invited to subscribe', function (this: TravelWorld, _who: string) {
  assertInvitedToSubscribe(lastAnswer(this));
});

Then('all {int} get a workout', function (this: TravelWorld, count: number) {
  assert.equal(this.cast.crowd.length, count);
  for (const answer of this.cast.crowd) workoutIn(answer);
});

Then(
  'exactly {int} of them get(s) a workout and the other {int} is/are told {string}',
  function (this: TravelWorld, granted: number, refused: number, text: string) {
    assertCrowd(this.cast.crowd, granted, refused, text, (answer) => designedWorkout(answer) || designedFreeWorkout(answer));
  },
);

Then('the app kept exactly {int} designed workouts for her/him/them', async function (this: TravelWorld, count: number) {
  assert.equal(await designedFor(this, this.cast.who('they')), count);
});

/** A refusal naming the answer, in the words of the form the traveller last filled in (the free wizard or quick mode). */
Then('{traveller} is/are refused for her/his/their {answer}', function (this: TravelWorld, _who: string, detail: Answer) {
  const form = this.remembered.get('form') === 'quick' ? 'quick' : 'free';
  assertRefusedFor(lastAnswer(this), detail, form);
});
