import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { EquipmentKindSchema } from '../../contracts/workouts';
import type { TravelWorld } from '../support/world';
import { assertFits, assertNeedsOnly, workoutIn } from '../support/tasks/designed-workout';
import {
  acceptExitOffer,
  answerValue,
  askForFreeWorkout,
  askForFreeWorkoutsAtOnce,
  assertAlreadyUsed,
  assertBonusGranted,
  assertFreeWorkout,
  browserMarkedUsed,
  clearCookies,
  forgetDevice,
  freeStatus,
  keyFor,
  type Answer,
} from '../support/tasks/free-workout';
import {
  answerWizard,
  assertAlreadyUsedShown,
  assertCompleted,
  assertRunnerAt,
  assertTrialOffered,
  assertNoInternalTags,
  assertWorkoutShown,
  completeWorkout,
  generateWorkout,
  reloadRunner,
  skipToLastExercise,
  startWorkout,
} from '../support/tasks/free-workout-ui';
import { lastAnswer } from '../support/tasks/http';

/*
 * The visitor's one free workout at /free and the exit offer's bonus
 * (features/workouts/free-workout.feature, bonus-workout.feature). Each
 * traveller asks from their own browser: their device identifier and the
 * cookies the app set (world.cookieJars). The last section is the same
 * journey in Chromium (ui-free-journey.feature).
 */

// ── Asking for the free workout ─────────────────────────────────────────────

When("{traveller} asks for her/his/their free workout with the wizard's defaults", async function (this: TravelWorld, who: string) {
  this.remembered.set('form', 'free');
  await askForFreeWorkout(this, this.cast.who(who));
});

When(
  '{traveller} asks for her/his/their free workout with the {answer} {string}',
  async function (this: TravelWorld, who: string, detail: Answer, text: string) {
    this.remembered.set('form', 'free');
    await askForFreeWorkout(this, this.cast.who(who), { [keyFor(detail, 'free')]: answerValue(detail, text) });
  },
);

When(
  '{traveller} asks for her/his/their free workout at {string} with {string}',
  async function (this: TravelWorld, who: string, context: string, equipment: string) {
    this.remembered.set('form', 'free');
    await askForFreeWorkout(this, this.cast.who(who), { context, equipment });
  },
);

When('{traveller} asks for another free workout in this browser', async function (this: TravelWorld, who: string) {
  this.remembered.set('form', 'free');
  await askForFreeWorkout(this, this.cast.who(who));
});

When('{traveller} asks for her/his/their/another free workout twice at the same moment', async function (this: TravelWorld, who: string) {
  await askForFreeWorkoutsAtOnce(this, this.cast.who(who), 2);
});

Given('{traveller} has had her/his/their free workout in this browser', async function (this: TravelWorld, who: string) {
  assertFreeWorkout(await askForFreeWorkout(this, this.cast.who(who)), 'free');
});

Given('{traveller} has had her/his/their bonus workout in this browser', async function (this: TravelWorld, who: string) {
  assertFreeWorkout(await askForFreeWorkout(this, this.cast.who(who)), 'bonus');
});

// ── The browser forgets ─────────────────────────────────────────────────────

Given("{traveller} clears her/his/their browser's cookies", function (this: TravelWorld, who: string) {
  clearCookies(this, this.cast.who(who));
});

Given('{whose} browser forgets its device identifier', function (this: TravelWorld, whose: string) {
  forgetDevice(this.cast.whose(whose));
});

// ── What they get ───────────────────────────────────────────────────────────

Then('{traveller} gets her/his/their free workout', function (this: TravelWorld, _who: string) {
  assertFreeWorkout(lastAnswer(this), 'free');
});

Then('{traveller} gets her/his/their bonus workout', function (this: TravelWorld, _who: string) {
  assertFreeWorkout(lastAnswer(this), 'bonus');
});

Then('it fits {int} minutes', function (this: TravelWorld, minutes: number) {
  assertFits(workoutIn(lastAnswer(this)), minutes);
});

Then('it needs nothing but {string}', function (this: TravelWorld, equipment: string) {
  assertNeedsOnly(workoutIn(lastAnswer(this)), EquipmentKindSchema.parse(equipment));
});

Then('{traveller} is/are told the free workout was already used', function (this: TravelWorld, _who: string) {
  assertAlreadyUsed(lastAnswer(this));
});

Then('her/his/their free workout is used', async function (this: TravelWorld) {
  const status = await freeStatus(this, this.cast.who('they'));
  assert.equal(status.used, true, 'the free workout is not marked used');
  assert.equal(status.available, status.bonusAvailable, 'another free workout would be served without a bonus');
});

Then('her/his/their free workout is still available', async function (this: TravelWorld) {
  const status = await freeStatus(this, this.cast.who('they'));
  assert.deepEqual({ used: status.used, available: status.available }, { used: false, available: true });
});

Then('her/his/their browser is marked again as having used its free workout', function (this: TravelWorld) {
  assert.ok(browserMarkedUsed(this, this.cast.who('they')), 'the browser holds no used flag');
});

// ── The exit offer ──────────────────────────────────────────────────────────

When('{traveller} accepts the exit offer( again)', async function (this: TravelWorld, who: string) {
  await acceptExitOffer(this, this.cast.who(who));
});

Given('{traveller} has accepted the exit offer', async function (this: TravelWorld, who: string) {
  assertBonusGranted(await acceptExitOffer(this, this.cast.who(who)));
});

When('someone accepts the exit offer without saying which device they are on', async function (this: TravelWorld) {
  await acceptExitOffer(this, undefined);
});

Then('{traveller} is/are granted a bonus workout', function (this: TravelWorld, _who: string) {
  assertBonusGranted(lastAnswer(this));
});

Then('{traveller} has a bonus workout waiting', async function (this: TravelWorld, who: string) {
  const status = await freeStatus(this, this.cast.who(who));
  assert.equal(status.bonusAvailable, true, 'no bonus workout is waiting');
  assert.equal(status.available, true);
});

Then('{traveller} has no bonus workout waiting', async function (this: TravelWorld, who: string) {
  assert.equal((await freeStatus(this, this.cast.who(who))).bonusAvailable, false, 'a bonus workout is still waiting');
});

// ── In the browser (@ui) ────────────────────────────────────────────────────

When('{traveller} answers the free wizard:', async function (this: TravelWorld, _who: string, table: DataTable) {
  await answerWizard(
    this.currentPage,
    table.raw().map(([question = '', answer = '']) => [question, answer]),
  );
});

When('{traveller} asks for her/his/their workout', async function (this: TravelWorld, _who: string) {
  await generateWorkout(this.currentPage);
});

Then('{traveller} sees her/his/their workout with its exercises', async function (this: TravelWorld, _who: string) {
  await assertWorkoutShown(this.currentPage);
});

Then("no exercise card carries the administrators' {string} tag", async function (this: TravelWorld, _tag: string) {
  await assertNoInternalTags(this.currentPage);
});

When('{traveller} starts the workout', async function (this: TravelWorld, _who: string) {
  await startWorkout(this.currentPage);
});

When('{traveller} skips to the last exercise', async function (this: TravelWorld, _who: string) {
  await skipToLastExercise(this.currentPage);
});

When('{traveller} reloads the page', async function (this: TravelWorld, _who: string) {
  this.remembered.set('runner: place before the reload', await reloadRunner(this.currentPage));
});

Then('the runner is where {traveller} left it, paused', async function (this: TravelWorld, _who: string) {
  await assertRunnerAt(this.currentPage, this.remembered.get('runner: place before the reload') ?? '');
});

When('{traveller} completes the workout', async function (this: TravelWorld, _who: string) {
  await completeWorkout(this.currentPage);
});

Then('{traveller} sees that her/his/their free workout is complete', async function (this: TravelWorld, _who: string) {
  await assertCompleted(this.currentPage);
});

Then('{traveller} is told on the page that her/his/their free workout was already used', async function (this: TravelWorld, _who: string) {
  await assertAlreadyUsedShown(this.currentPage);
});

Then('{traveller} is offered the free trial', async function (this: TravelWorld, _who: string) {
  await assertTrialOffered(this.currentPage);
});
