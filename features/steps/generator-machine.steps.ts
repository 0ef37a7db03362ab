import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { Level } from '../../contracts/workouts/vocabulary';
import {
  answerWithFailure,
  answerWithPlan,
  assertCountdownShows,
  assertPercent,
  assertRunning,
  assertStep,
  assertSummary,
  assertTimer,
  assertWorkoutShows,
  comingBeeps,
  completeSetsUntil,
  completionWillFail,
  isSavedForLater,
  networkIsGone,
  flowContext,
  generate,
  lastToast,
  openGenerator,
  planWillHave,
  PRO_REQUIRED_CODE,
  send,
  sendToWorkout,
  settledCompletions,
  skipCountdown,
  step,
  workoutView,
} from '../support/tasks/generator-machine';
import type { TravelWorld } from '../support/world';

const STEPS = {
  form: 'form',
  generating: 'generating',
  upsell: 'upsell',
  preview: 'preview',
  countdown: 'countdown',
  workout: 'active',
  completion: 'completed',
} as const;

Given(
  'the server will plan a(n) {word} workout of {string}, {string} and {string}',
  function (this: TravelWorld, level: string, first: string, second: string, third: string) {
    planWillHave(this, level as Level, [first, second, third]);
  },
);

Given('the traveller opens the generator', function (this: TravelWorld) {
  openGenerator(this);
});

Given('the traveller has generated a {int}-minute workout', async function (this: TravelWorld, minutes: number) {
  if (!this.machines.find('generator')) openGenerator(this);
  await generate(this, minutes);
  await answerWithPlan(this, minutes);
  assertStep(this, 'preview');
});

When('the traveller generates a {int}-minute workout', async function (this: TravelWorld, minutes: number) {
  await generate(this, minutes);
});

When('the server answers with the plan', async function (this: TravelWorld) {
  await answerWithPlan(this, 10);
});

When('the server fails to plan it', async function (this: TravelWorld) {
  await answerWithFailure(this);
});

When('the server answers that a trial or plan is required', async function (this: TravelWorld) {
  await answerWithFailure(this, PRO_REQUIRED_CODE);
});

When('the traveller starts the workout from the preview', function (this: TravelWorld) {
  send(this, 'start');
});

When('the traveller skips the countdown', function (this: TravelWorld) {
  skipCountdown(this);
});

Given('the traveller has started it and skipped the countdown', function (this: TravelWorld) {
  send(this, 'start');
  skipCountdown(this);
  assertStep(this, 'active');
});

When('the traveller chooses Generate New', function (this: TravelWorld) {
  send(this, 'generateNew');
});

When('the traveller leaves the workout', function (this: TravelWorld) {
  send(this, 'leave');
});

Then(
  /^the generator shows the (form|generating|upsell|preview|countdown|workout|completion)$/,
  function (this: TravelWorld, shown: keyof typeof STEPS) {
    assert.equal(step(this), STEPS[shown]);
  },
);

Then('the generator keeps no plan', function (this: TravelWorld) {
  assert.equal(flowContext(this).plan, null);
});

Then('the countdown shows {int}', function (this: TravelWorld, seconds: number) {
  assertCountdownShows(this, seconds);
});

Given('the workout is on {string} set {int}', function (this: TravelWorld, exercise: string, set: number) {
  completeSetsUntil(this, exercise, set);
});

When('the traveller completes the set', function (this: TravelWorld) {
  sendToWorkout(this, { type: 'completeSet' });
});

When('the traveller pauses the timer', function (this: TravelWorld) {
  sendToWorkout(this, { type: 'pause' });
});

When('the traveller resumes the timer', function (this: TravelWorld) {
  sendToWorkout(this, { type: 'resume' });
});

When('the traveller presses Space on the workout', function (this: TravelWorld) {
  sendToWorkout(this, { type: 'toggle' });
});

When('the traveller resets the timer', function (this: TravelWorld) {
  sendToWorkout(this, { type: 'resetTimer' });
});

When('the phone is locked for {int} minutes', function (this: TravelWorld, minutes: number) {
  this.machines.pass(minutes * 60_000);
});

Then(
  'the workout shows {string}, exercise {int} of {int}, set {int} of {int}',
  function (this: TravelWorld, name: string, number: number, count: number, set: number, sets: number) {
    assert.equal(sets, 3, 'every exercise has 3 sets');
    assertWorkoutShows(this, name, number, count, set);
  },
);

Then('the set timer has {seconds} left', function (this: TravelWorld, ms: number) {
  assertTimer(this, ms, 'set');
});

Then('the workout rests with {seconds} left', function (this: TravelWorld, ms: number) {
  assertTimer(this, ms, 'rest');
});

Then(/^the workout timer is (running|paused)$/, function (this: TravelWorld, state: string) {
  assertRunning(this, state === 'running');
});

Then('the workout is {int} % complete', function (this: TravelWorld, percent: number) {
  assertPercent(this, percent);
});

Then(/^(Complete set|Reset timer) is (not )?offered$/, function (this: TravelWorld, control: string, not?: string) {
  const shown = workoutView(this);
  assert.equal(control === 'Complete set' ? shown.canCompleteSet : shown.canReset, !not, control);
});

Then('the toast reads {string}', function (this: TravelWorld, text: string) {
  assert.equal(lastToast(this), text);
});

Then('the coming beeps are:', function (this: TravelWorld, table: DataTable) {
  const expected = table.hashes().map((row) => ({ in: Number(row['in seconds']), hz: Number(row.Hz), ms: Number(row.ms) }));
  const actual = comingBeeps(this).map((beep) => ({ in: beep.at / 1000, hz: beep.frequency, ms: beep.durationMs }));
  assert.deepEqual(actual, expected);
});

Then('no beeps are coming', function (this: TravelWorld) {
  assert.deepEqual(comingBeeps(this), []);
});

Then(
  'the summary counts {int} exercises, {int} sets and {int} minutes',
  function (this: TravelWorld, exercises: number, sets: number, minutes: number) {
    assertSummary(this, exercises, sets, minutes);
  },
);

Given('the server fails to record the first {int} completions', function (this: TravelWorld, times: number) {
  completionWillFail(this, times);
});

Then(
  /^the workout is recorded once with (\d+) of (\d+) sets done at the hotel room$/,
  async function (this: TravelWorld, done: string, planned: string) {
    const calls = await settledCompletions(this);
    assert.equal(calls.length, 1);
    assert.equal(calls[0]?.setsDone, Number(done));
    assert.equal(calls[0]?.setsPlanned, Number(planned));
    assert.equal(calls[0]?.context, 'hotel_room');
  },
);

Given('the phone has no network', function (this: TravelWorld) {
  networkIsGone(this);
});

Then('the workout is saved on the phone to be sent when the network returns', async function (this: TravelWorld) {
  const calls = await settledCompletions(this);
  assert.ok(isSavedForLater(this), 'the finished workout is not saved for later');
  assert.equal(calls.length, 1, 'the workout was sent again instead of being saved');
});

Then('the completion is sent {int} times with one completion id', async function (this: TravelWorld, times: number) {
  const calls = await settledCompletions(this);
  assert.equal(calls.length, times);
  assert.equal(new Set(calls.map((call) => call.completionId)).size, 1);
});
