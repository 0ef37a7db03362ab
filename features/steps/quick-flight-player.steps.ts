import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { describeWorkout, openPlayer, playUntil, press, shown } from '../support/tasks/quick-flight-player';
import type { TravelWorld } from '../support/world';

/** The quick flight workout player (features/workouts/quick-flight-player.feature). */

Given('a quick workout of:', function (this: TravelWorld, table: DataTable) {
  describeWorkout(this, table.hashes());
});

Given('the traveller opens it in the player', function (this: TravelWorld) {
  openPlayer(this);
});

Given('the player is on {string} set {int}', function (this: TravelWorld, exercise: string, set: number) {
  playUntil(this, exercise, set);
});

When(/^the traveller presses (Start|Pause|Stop)$/, function (this: TravelWorld, button: string) {
  press(this, button === 'Start' ? 'start' : button === 'Pause' ? 'pause' : 'stop');
});

When('the traveller locks the phone for {seconds}', function (this: TravelWorld, ms: number) {
  this.machines.pass(ms);
});

Then(
  'the player shows {string}, exercise {int} of {int}, set {int} of {int}',
  function (this: TravelWorld, exercise: string, number: number, count: number, set: number, sets: number) {
    const now = shown(this);
    assert.deepEqual(
      { exercise: now.exercise, number: now.number, count: now.count, set: now.set, sets: now.sets },
      { exercise, number, count, set, sets },
    );
  },
);

Then('the player counts {int} of {int} reps', function (this: TravelWorld, done: number, target: number) {
  assert.deepEqual(shown(this).counter, { kind: 'reps', done, target });
});

Then(/^the player's timer shows (\d+) seconds?$/, function (this: TravelWorld, seconds: string) {
  assert.deepEqual(shown(this).counter, { kind: 'timer', seconds: Number(seconds) });
});

Then('the player rests with its timer at {int} seconds', function (this: TravelWorld, seconds: number) {
  const now = shown(this);
  assert.equal(now.phase, 'rest');
  assert.deepEqual(now.counter, { kind: 'timer', seconds });
});

Then('the player shows the set done', function (this: TravelWorld) {
  assert.equal(shown(this).phase, 'complete');
});

Then(/^the player is (playing|paused)$/, function (this: TravelWorld, state: string) {
  assert.equal(shown(this).playing, state === 'playing');
});

Then('the player has finished every exercise', function (this: TravelWorld) {
  assert.equal(shown(this).finished, true);
});

Then('the player shows {int} % done', function (this: TravelWorld, percent: number) {
  assert.equal(shown(this).percent, percent);
});

Then(
  /^the player will beep in ([\d.]+)(?:, ([\d.]+))? and ([\d.]+) seconds$/,
  function (this: TravelWorld, first: string, second: string | null | undefined, last: string) {
    const expected = [first, second, last].filter((time) => typeof time === 'string').map((time) => Number(time) * 1000);
    assert.deepEqual(shown(this).cues, expected);
  },
);

Then('the player will not beep', function (this: TravelWorld) {
  assert.deepEqual(shown(this).cues, []);
});
