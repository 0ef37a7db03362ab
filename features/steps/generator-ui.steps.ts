import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  askedPlanBody,
  assertCompleted,
  assertRecordedOnce,
  completeEverySet,
  generateOnPage,
  previewedExercises,
  startAndSkip,
  switchOn,
  useLanguage,
} from '../support/tasks/generator-ui';
import type { TravelWorld } from '../support/world';

/** The generator at /app in Chromium (@ui). */
const EXERCISES = 'generator-ui: exercises previewed';

Given('{traveller} uses the app in {word}', function (this: TravelWorld, _who: string, language: string) {
  useLanguage(this, language);
});

When('{traveller} switches on Quiet', async function (this: TravelWorld, _who: string) {
  await switchOn(this, 'quiet');
});

Then('the workout was asked for with quiet on', function (this: TravelWorld) {
  assert.equal(askedPlanBody(this).quiet, true);
});

When('{traveller} generates a {int}-minute workout on the page', async function (this: TravelWorld, _who: string, minutes: number) {
  await generateOnPage(this, minutes);
});

Then(
  '{traveller} sees the preview of her/his/their {int}-minute workout',
  async function (this: TravelWorld, _who: string, minutes: number) {
    this.remembered.set(EXERCISES, String(await previewedExercises(this, minutes)));
  },
);

When('{traveller} starts the workout and skips the countdown', async function (this: TravelWorld, _who: string) {
  await startAndSkip(this);
});

When('{traveller} completes every set with the button', async function (this: TravelWorld, _who: string) {
  await completeEverySet(this);
});

Then('{traveller} sees that she/he/they completed every set of her/his/their workout', async function (this: TravelWorld, _who: string) {
  await assertCompleted(this, Number(this.remembered.get(EXERCISES)));
});

Then('the finished workout was sent to be recorded once', async function (this: TravelWorld) {
  await assertRecordedOnce(this);
});
