import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { lastAnswer } from '../support/tasks/http';
import { assertFits, workoutIn } from '../support/tasks/designed-workout';
import {
  designedWorkout,
  generateWithModes,
  jumpingMoves,
  modesNamed,
  movesHarderThan,
  quickContextNamed,
  quickWorkout,
  sweatyMoves,
} from '../support/tasks/quiet-modes';
import type { Level } from '../../src/modules/workouts';

/*
 * Quiet and no-sweat modes (features/generator/quiet-and-no-sweat.feature):
 * the switches sent with the generator and quick flight, and the workout
 * they get, over HTTP (@api).
 */

const MODES = '(quiet|no sweat|quiet and no sweat)';

When(
  new RegExp(`^(\\S+) generates a (\\d+)-minute (?:(beginner|intermediate|advanced) )?workout in "([^"]+)" with ${MODES} on$`),
  async function (this: TravelWorld, who: string, minutes: string, intensity: string | undefined, location: string, modes: string) {
    const choices = { minutes: Number(minutes), location, ...(intensity ? { intensity } : {}) };
    await generateWithModes(this, this.cast.who(who), choices, modesNamed(modes));
  },
);

When(
  new RegExp(`^(\\S+) picks the quick "([a-z]+)" workout with ${MODES} on$`),
  async function (this: TravelWorld, who: string, context: string, modes: string) {
    await quickWorkout(this, this.cast.who(who), quickContextNamed(context), modesNamed(modes));
  },
);

When(
  new RegExp(`^(\\S+) asks for a (\\d+)-minute "([a-z_]+)" workout in "([a-z_]+)" with the seed "([^"]+)"(?: with ${MODES} on)?$`),
  async function (
    this: TravelWorld,
    who: string,
    minutes: string,
    goal: string,
    environment: string,
    seed: string,
    modes: string | undefined,
  ) {
    const choices = { minutes: Number(minutes), goal, environment, seed };
    await designedWorkout(this, this.cast.who(who), choices, modes ? modesNamed(modes) : {});
  },
);

Then('the workout has no jumping moves', function (this: TravelWorld) {
  assert.deepEqual(jumpingMoves(lastAnswer(this)), []);
});

Then('the workout has jumping moves', function (this: TravelWorld) {
  assert.notDeepEqual(jumpingMoves(lastAnswer(this)), [], 'the workout has no jumping move');
});

Then('the workout has no sweaty moves', function (this: TravelWorld) {
  assert.deepEqual(sweatyMoves(lastAnswer(this)), []);
});

Then('the workout has sweaty moves', function (this: TravelWorld) {
  assert.notDeepEqual(sweatyMoves(lastAnswer(this)), [], 'the workout has no sweaty move');
});

Then(/^no move is harder than (?:a|an) (beginner|intermediate|advanced)'s$/, function (this: TravelWorld, level: Level) {
  assert.deepEqual(movesHarderThan(lastAnswer(this), level), []);
});

Then('the workout still fits its {int} minutes', function (this: TravelWorld, minutes: number) {
  assertFits(workoutIn(lastAnswer(this)), minutes);
});
