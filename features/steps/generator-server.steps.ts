import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Cta } from '../../contracts/sdui';
import type { TravelWorld } from '../support/world';
import { lastAnswer } from '../support/tasks/http';
import { assertAskedToSignIn, assertRefusedFor } from '../support/tasks/replies';
import { localeOf } from '../support/tasks/screens';
import {
  assertPlanGiven,
  assertProRequired,
  assertRecorded,
  completionRateOf,
  exercisesOf,
  finishWorkout,
  firstRecordedSessionId,
  generatePlan,
  generationsRecordedFor,
  lastPlan,
  latestWorkoutsOf,
  openGeneratorScreen,
  planChoices,
  plansSoFar,
  runnerSecondsOf,
  screenBlock,
  screenHas,
} from '../support/tasks/generator-plan';

/*
 * The Pro generator's server (features/generator): the plan call, finishing a
 * workout and the /app screen the server composes, all over HTTP (@api).
 */

/** The form's fields as scenarios name them, and the names the call gives them. */
const GENERATOR_FIELDS: Record<string, string> = {
  duration: 'minutes',
  intensity: 'intensity',
  location: 'location',
  feeling: 'feeling',
  'sleep hours': 'sleepHours',
  'workout type': 'workoutType',
  gender: 'gender',
};

/** A value as a scenario writes it: a number is sent as a number. */
const asSent = (value: string): unknown => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);

// ── Asking for a plan ───────────────────────────────────────────────────────

When('{traveller} generates a {int}-minute workout', async function (this: TravelWorld, who: string, minutes: number) {
  await generatePlan(this, this.cast.who(who), planChoices({ minutes }));
});

When(
  /^(\S+) generates a (\d+)-minute (beginner|intermediate|advanced) workout$/,
  async function (this: TravelWorld, who: string, minutes: string, intensity: string) {
    await generatePlan(this, this.cast.who(who), planChoices({ minutes: Number(minutes), intensity }));
  },
);

When(
  '{traveller} generates a {int}-minute workout in {string}',
  async function (this: TravelWorld, who: string, minutes: number, location: string) {
    await generatePlan(this, this.cast.who(who), planChoices({ minutes, location }));
  },
);

When(
  '{traveller} generates a {int}-minute {string} workout',
  async function (this: TravelWorld, who: string, minutes: number, workoutType: string) {
    await generatePlan(this, this.cast.who(who), planChoices({ minutes, workoutType }));
  },
);

When(
  '{traveller} generates a {int}-minute workout in {word} with the seed {string}',
  async function (this: TravelWorld, who: string, minutes: number, language: string, seed: string) {
    await generatePlan(this, this.cast.who(who), planChoices({ minutes, seed }), localeOf(language));
  },
);

When(
  '{traveller} generates a {int}-minute workout with the seed {string}',
  async function (this: TravelWorld, who: string, minutes: number, seed: string) {
    await generatePlan(this, this.cast.who(who), planChoices({ minutes, seed }));
  },
);

When(
  '{traveller} asks for a workout with the {string} {string}',
  async function (this: TravelWorld, who: string, field: string, value: string) {
    const key = GENERATOR_FIELDS[field];
    assert.ok(key, `Unknown generator field "${field}": use ${Object.keys(GENERATOR_FIELDS).join(', ')}`);
    await generatePlan(this, this.cast.who(who), planChoices({ [key]: asSent(value) }));
  },
);

Given('{traveller} has generated a {int}-minute workout', async function (this: TravelWorld, who: string, minutes: number) {
  assertPlanGiven(await generatePlan(this, this.cast.who(who), planChoices({ minutes })));
});

// ── The plan ────────────────────────────────────────────────────────────────

Then('{traveller} gets a workout plan', function (this: TravelWorld, _who: string) {
  assertPlanGiven(lastAnswer(this));
});

Then('the plan goes from the warm-up through the main work to the cool-down', function (this: TravelWorld) {
  const names = assertPlanGiven(lastAnswer(this)).blocks.map((block) => block.name);
  assert.equal(names[0], 'Warm-up', `the plan's blocks: ${names.join(', ')}`);
  assert.equal(names.at(-1), 'Cool-down', `the plan's blocks: ${names.join(', ')}`);
  assert.ok(
    names.length >= 3 && names.slice(1, -1).every((name) => name.startsWith('Main block')),
    `the plan's blocks: ${names.join(', ')}`,
  );
});

Then('{traveller} is told the generator is for Pro travellers', function (this: TravelWorld, _who: string) {
  assertProRequired(lastAnswer(this));
});

Then('the plan is called {string}', function (this: TravelWorld, title: string) {
  assert.equal(assertPlanGiven(lastAnswer(this)).title, title);
});

Then('the plan is shown as {string}', function (this: TravelWorld, displayTitle: string) {
  assert.equal(assertPlanGiven(lastAnswer(this)).displayTitle, displayTitle);
});

Then('both plans have the same exercises, sets and times', function (this: TravelWorld) {
  const [first, second] = plansSoFar(this).slice(-2);
  assert.ok(first && second, 'two plans are needed');
  const { generationId: _a, ...firstPlan } = first;
  const { generationId: _b, ...secondPlan } = second;
  assert.deepEqual(secondPlan, firstPlan);
});

Then('the app has recorded {int} generation(s) for {traveller}', async function (this: TravelWorld, count: number, who: string) {
  assert.equal(await generationsRecordedFor(this, this.cast.who(who)), count);
});

Then('the plan promises {int} minutes', function (this: TravelWorld, minutes: number) {
  const plan = assertPlanGiven(lastAnswer(this));
  assert.equal(plan.durationMinutes, minutes);
  assert.match(plan.displayTitle, new RegExp(`^${minutes}-Minute `));
});

Then("the generator's runner times it within 10 % of that", function (this: TravelWorld) {
  const plan = lastPlan(this);
  const seconds = runnerSecondsOf(plan);
  const promised = plan.durationMinutes * 60;
  assert.ok(
    Math.abs(seconds - promised) <= 0.1 * promised,
    `the runner times ${exercisesOf(plan).length} exercises in ${seconds} s, the plan promises ${promised} s`,
  );
});

Then("{traveller} is refused for the generator's {string}", function (this: TravelWorld, _who: string, field: string) {
  const key = GENERATOR_FIELDS[field];
  assert.ok(key, `Unknown generator field "${field}"`);
  assertRefusedFor(lastAnswer(this), { label: field, key, numeric: false });
});

// ── Finishing a workout ─────────────────────────────────────────────────────

When(
  /^(\S+) finishes (?:it|a workout), having done (\d+) of (\d+) sets$/,
  async function (this: TravelWorld, who: string, done: string, planned: string) {
    await finishWorkout(this, this.cast.who(who), { done: Number(done), planned: Number(planned) });
  },
);

When('{traveller} sends the same finished workout again', async function (this: TravelWorld, who: string) {
  await finishWorkout(this, this.cast.who(who), { done: 0, planned: 1 }, true);
});

Then('the workout is recorded with a completion rate of {int} %', async function (this: TravelWorld, rate: number) {
  const { session } = assertRecorded(lastAnswer(this), false);
  assert.equal(await completionRateOf(this, session.id), rate);
});

Then('{traveller} is told it was already recorded, as the same session', function (this: TravelWorld, _who: string) {
  const reply = assertRecorded(lastAnswer(this), true);
  assert.equal(reply.session.id, firstRecordedSessionId(this));
});

Then("{traveller}'s latest workouts show the plan once", async function (this: TravelWorld, who: string) {
  const titles = await latestWorkoutsOf(this, this.cast.who(who));
  assert.deepEqual(titles, [lastPlan(this).displayTitle]);
});

Then('{traveller} is asked to sign in to record it', function (this: TravelWorld, _who: string) {
  assertAskedToSignIn(lastAnswer(this));
});

Then("{traveller} is refused for the workout's {string}", function (this: TravelWorld, _who: string, key: string) {
  assertRefusedFor(lastAnswer(this), { label: key, key, numeric: false });
});

// ── The /app screen ─────────────────────────────────────────────────────────

interface HeaderProps {
  logo: Cta;
  badge: { kind: 'trial' | 'pro'; label: string } | { kind: 'upgrade'; cta: Cta };
}
const target = (cta: Cta) => (cta.action.type === 'nav.open' ? cta.action.to : undefined);

When('{traveller} opens the generator screen', async function (this: TravelWorld, who: string) {
  await openGeneratorScreen(this, this.cast.who(who));
});

When('{traveller} opens the generator screen in {word}', async function (this: TravelWorld, who: string, language: string) {
  await openGeneratorScreen(this, this.cast.who(who), localeOf(language));
});

Then("the header's logo leads to {string}", function (this: TravelWorld, path: string) {
  assert.equal(target(screenBlock<HeaderProps>(this, 'app-header').logo), path);
});

Then('the badge reads {string}', function (this: TravelWorld, text: string) {
  const { badge } = screenBlock<HeaderProps>(this, 'app-header');
  assert.equal(badge.kind === 'upgrade' ? badge.cta.label : badge.label, text);
});

Then('the badge leads to {string}', function (this: TravelWorld, path: string) {
  const { badge } = screenBlock<HeaderProps>(this, 'app-header');
  assert.ok(badge.kind === 'upgrade', `the ${badge.kind} badge leads nowhere`);
  assert.equal(target(badge.cta), path);
});

Then('the trial banner reads {string} with {string} to {string}', function (this: TravelWorld, text: string, label: string, path: string) {
  const banner = screenBlock<{ text: string; action: Cta }>(this, 'trial-banner');
  assert.equal(banner.text, text);
  assert.equal(banner.action.label, label);
  assert.equal(target(banner.action), path);
});

Then('there is no trial banner', function (this: TravelWorld) {
  assert.equal(screenHas(this, 'trial-banner'), false);
});

Then('the screen offers the generator', function (this: TravelWorld) {
  assert.ok(screenHas(this, 'workout-generator'), 'the /app screen has no generator');
  assert.equal(screenHas(this, 'start-trial-card'), false, 'the /app screen also offers the trial');
});

Then('the screen offers the {string} card instead of the generator', function (this: TravelWorld, title: string) {
  assert.equal(screenHas(this, 'workout-generator'), false, 'the /app screen offers the generator');
  assert.equal(screenBlock<{ title: string }>(this, 'start-trial-card').title, title);
});

Then('the card lists:', function (this: TravelWorld, table: { raw(): string[][] }) {
  const card = screenBlock<{ benefits: string[] }>(this, 'start-trial-card');
  assert.deepEqual(
    card.benefits,
    table.raw().map((row) => row[0]),
  );
});

Then('its button {string} leads to {string}', function (this: TravelWorld, label: string, path: string) {
  const card = screenBlock<{ action: Cta }>(this, 'start-trial-card');
  assert.equal(card.action.label, label);
  assert.equal(target(card.action), path);
});

Then('its note reads {string}', function (this: TravelWorld, note: string) {
  assert.equal(screenBlock<{ note: string }>(this, 'start-trial-card').note, note);
});
