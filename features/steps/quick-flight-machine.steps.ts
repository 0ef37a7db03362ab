import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { QUICK_MODE } from '../../contracts/workouts/quick-flight';
import { aQuickWorkout } from '../support/builders/quick-workouts';
import {
  answerWithMinutes,
  answerWithPoints,
  answerWithWorkout,
  choose,
  completions,
  contextNamed,
  errorShown,
  failToDesign,
  failToRecord,
  flowContext,
  lastAsked,
  markCompletedAt,
  openQuickFlight,
  playerPosition,
  refuseForTheWeek,
  send,
  setTimezone,
  step,
} from '../support/tasks/quick-flight-machine';
import { placeNamed } from '../support/tasks/allowance';
import type { TravelWorld } from '../support/world';

/** Quick flight's flow (features/workouts/quick-flight.feature). */

Given("the traveller's time zone is {string}", function (this: TravelWorld, timezone: string) {
  setTimezone(this, timezone);
});

Given('the traveller opens quick flight mode', function (this: TravelWorld) {
  openQuickFlight(this);
});

When('the traveller chooses {string}', function (this: TravelWorld, context: string) {
  choose(this, contextNamed(context));
});

Given('the traveller has a {int}-minute workout for {string}', async function (this: TravelWorld, minutes: number, context: string) {
  choose(this, contextNamed(context));
  await answerWithMinutes(this, minutes, 3);
  assert.equal(step(this), 'ready');
});

Given('the traveller has marked it as completed and earned {int} points', async function (this: TravelWorld, points: number) {
  send(this, 'markCompleted');
  await answerWithPoints(this, points);
  assert.equal(step(this), 'completed');
});

When('the traveller marks the workout as completed', function (this: TravelWorld) {
  send(this, 'markCompleted');
});

When('the traveller marks the workout as completed in {string}, {string}', function (this: TravelWorld, city: string, country: string) {
  markCompletedAt(this, { city, country });
});

When('the traveller chooses a different context', function (this: TravelWorld) {
  send(this, 'chooseAnother');
});

When('the traveller presses Try Again', function (this: TravelWorld) {
  send(this, 'tryAgain');
});

When('the traveller goes back', function (this: TravelWorld) {
  send(this, 'chooseAnother');
});

When(
  'the server answers with a {int}-minute workout of {int} exercises',
  async function (this: TravelWorld, minutes: number, count: number) {
    await answerWithMinutes(this, minutes, count);
  },
);

When(
  /^the server answers with a (\d+)-minute workout titled "([^"]+)"(?: in (English|Spanish))?$/,
  async function (this: TravelWorld, minutes: string, title: string, language: string | undefined) {
    await answerWithWorkout(this, { ...aQuickWorkout(Number(minutes), 3), title, locale: language === 'Spanish' ? 'es' : 'en' });
  },
);

Then('quick flight shows the workout as {string}', function (this: TravelWorld, title: string) {
  assert.equal(step(this), 'ready');
  assert.equal(flowContext(this).quick?.title, title);
});

When('the server fails to design it', async function (this: TravelWorld) {
  await failToDesign(this);
});

When("the server answers that this week's free workouts are used until {string}", async function (this: TravelWorld, resetsAt: string) {
  await refuseForTheWeek(this, resetsAt);
});

When('the server answers that it earned {int} points', async function (this: TravelWorld, points: number) {
  await answerWithPoints(this, points);
});

When('the server fails to record it', async function (this: TravelWorld) {
  await failToRecord(this);
});

Then('quick flight shows the context cards', function (this: TravelWorld) {
  assert.equal(step(this), 'choosing');
});

Then('quick flight is designing the workout', function (this: TravelWorld) {
  assert.equal(step(this), 'generating');
});

Then(
  /^quick mode asked for a (\d+)-minute beginner bodyweight workout for (.+)$/,
  function (this: TravelWorld, minutes: string, place: string) {
    assert.deepEqual(lastAsked(this), {
      minutes: Number(minutes),
      environment: placeNamed(place),
      level: 'beginner',
      equipment: 'bodyweight',
      energy: 'normal',
      stress: 2,
      sleepHours: 7,
      soreness: 'none',
      goal: 'general_fitness',
      isPro: false,
    });
  },
);

Then(
  'quick flight shows the workout with the player on exercise {int} of {int}',
  function (this: TravelWorld, number: number, count: number) {
    assert.equal(step(this), 'ready');
    assert.deepEqual(playerPosition(this), { number, count });
  },
);

Then(
  /^the workout is recorded as (\d+) minutes in "([^"]+)" for (.+)$/,
  function (this: TravelWorld, minutes: string, timezone: string, place: string) {
    const sent = completions(this).at(-1);
    assert.ok(sent, 'Nothing was recorded');
    assert.equal(step(this), 'recording');
    assert.match(sent.completionId ?? '', /^[0-9a-f-]{36}$/);
    assert.deepEqual(
      { durationMin: sent.durationMin, context: sent.context, timezone: sent.timezone },
      { durationMin: Number(minutes), context: placeNamed(place), timezone },
    );
    assert.deepEqual(
      { energy: sent.energy, stress: sent.stress, soreness: sent.soreness },
      { energy: QUICK_MODE.energy, stress: QUICK_MODE.stress, soreness: QUICK_MODE.soreness },
    );
  },
);

Then(
  'quick flight shows the context cards with the Workout completed alert and {int} points',
  function (this: TravelWorld, points: number) {
    assert.equal(step(this), 'completed');
    assert.equal(flowContext(this).outcome?.session.score, points);
  },
);

Then('the workout is recorded in {string}, {string}', function (this: TravelWorld, city: string, country: string) {
  const sent = completions(this).at(-1);
  assert.ok(sent, 'Nothing was recorded');
  assert.deepEqual({ city: sent.city, country: sent.country }, { city, country });
});

Then('the workout is recorded without a city or a country', function (this: TravelWorld) {
  const sent = completions(this).at(-1);
  assert.ok(sent, 'Nothing was recorded');
  assert.deepEqual({ city: sent.city, country: sent.country }, { city: undefined, country: undefined });
});

Then('the Workout completed alert says it counted in {string}, {string}', function (this: TravelWorld, city: string, country: string) {
  assert.equal(step(this), 'completed');
  assert.deepEqual(flowContext(this).place, { city, country });
});

Then('the Workout completed alert is gone', function (this: TravelWorld) {
  assert.equal(flowContext(this).outcome, null);
});

Then('quick flight keeps no workout', function (this: TravelWorld) {
  assert.deepEqual({ chosen: flowContext(this).chosen, quick: flowContext(this).quick }, { chosen: null, quick: null });
});

Then('quick flight shows the error {string}', function (this: TravelWorld, text: string) {
  assert.equal(step(this), 'generationFailed');
  assert.equal(errorShown(this), text);
});

Then('quick flight shows the workout with the error {string}', function (this: TravelWorld, text: string) {
  assert.equal(step(this), 'completionFailed');
  assert.ok(flowContext(this).quick, 'the workout is gone');
  assert.equal(errorShown(this), text);
});

Then('the completion was sent {int} times with one completion id', function (this: TravelWorld, times: number) {
  const sent = completions(this);
  assert.equal(sent.length, times);
  assert.equal(new Set(sent.map((body) => body.completionId)).size, 1);
});

Then('the two workouts were recorded under different completion ids', function (this: TravelWorld) {
  const sent = completions(this);
  assert.equal(sent.length, 2);
  assert.notEqual(sent[0]?.completionId, sent[1]?.completionId);
});

Then('quick flight invites the traveller to the free trial', function (this: TravelWorld) {
  assert.equal(step(this), 'limitReached');
});

Then("it says the week's workouts come back on {string}", function (this: TravelWorld, resetsAt: string) {
  assert.equal(flowContext(this).usage?.resetsAt, resetsAt);
});
