import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import {
  assertComingUp,
  assertCompleted,
  assertPercentDone,
  assertSkipRestOffered,
  pressSpace,
  skipRest,
  assertOffered,
  assertResting,
  assertSetShown,
  assertShows,
  assertStatus,
  assertTimeLeft,
  chooseCompleteWorkout,
  chooseNextExercise,
  clearStoredWorkout,
  holdTimersBack,
  leaveRunner,
  openRunner,
  passSecondBySecond,
  pauseWorkout,
  reloadRunner,
  resumeWorkout,
  runUntilSet,
  startWorkout,
  storeWorkout,
  storeWorkoutRows,
  storeTimedWorkoutRows,
  assertSide,
  assertComingSounds,
  type RunnerButton,
  type TimedWorkoutRow,
  type WorkoutRow,
} from '../support/tasks/machine-runner';

Given('a free workout:', function (this: TravelWorld, table: DataTable) {
  storeWorkoutRows(this, table.hashes() as unknown as WorkoutRow[]);
});

Given('a generated workout:', function (this: TravelWorld, table: DataTable) {
  storeTimedWorkoutRows(this, table.hashes() as unknown as TimedWorkoutRow[]);
});

Then(/^the runner shows side (1|2) of 2, after (\d+) cues? to switch sides$/, function (this: TravelWorld, side: string, cues: string) {
  assertSide(this, Number(side) as 1 | 2, Number(cues));
});

Given(
  'a free workout of {string} for {int} sets of {string}',
  function (this: TravelWorld, name: string, sets: number, repsOrTime: string) {
    storeWorkout(this, [{ name, sets, reps_or_time: repsOrTime }]);
  },
);

When(
  'the traveller gets a new free workout of {string} for {int} sets of {string}',
  function (this: TravelWorld, name: string, sets: number, repsOrTime: string) {
    storeWorkout(this, [{ name, sets, reps_or_time: repsOrTime }]);
  },
);

Given('no free workout is stored', function (this: TravelWorld) {
  clearStoredWorkout(this);
});

When('the traveller opens the runner', function (this: TravelWorld) {
  openRunner(this);
});

When('the traveller leaves the runner', function (this: TravelWorld) {
  leaveRunner(this);
});

When('the traveller reloads the page', function (this: TravelWorld) {
  reloadRunner(this);
});

When('the traveller reloads the page {int} hours later', function (this: TravelWorld, hours: number) {
  reloadRunner(this, hours * 3_600_000);
});

When('the traveller starts the workout', function (this: TravelWorld) {
  startWorkout(this);
});

Given('the runner is running on {string} set {int}', function (this: TravelWorld, exercise: string, set: number) {
  runUntilSet(this, exercise, set);
});

When('the traveller pauses the workout', function (this: TravelWorld) {
  pauseWorkout(this);
});

When('the traveller resumes the workout', function (this: TravelWorld) {
  resumeWorkout(this);
});

When('the traveller chooses Next Exercise', function (this: TravelWorld) {
  chooseNextExercise(this);
});

When('the traveller chooses Complete Workout', function (this: TravelWorld) {
  chooseCompleteWorkout(this);
});

When('the traveller takes a {int}-minute break', function (this: TravelWorld, minutes: number) {
  this.machines.pass(minutes * 60_000);
});

When("the runner's tab stays in the background for {seconds}", function (this: TravelWorld, ms: number) {
  holdTimersBack(this, ms);
});

When('the laptop sleeps for {int} minutes', function (this: TravelWorld, minutes: number) {
  holdTimersBack(this, minutes * 60_000);
});

When('{seconds} pass one second at a time', function (this: TravelWorld, ms: number) {
  passSecondBySecond(this, ms);
});

Then(
  'the runner shows {string} set {int} of {int} with {seconds} left',
  function (this: TravelWorld, exercise: string, set: number, sets: number, ms: number) {
    assertShows(this, exercise, set, sets);
    assertTimeLeft(this, ms);
  },
);

Then('the set shown is {int} of {int}', function (this: TravelWorld, set: number, sets: number) {
  assertSetShown(this, set, sets);
});

Then('the timer has {seconds} left', function (this: TravelWorld, ms: number) {
  assertTimeLeft(this, ms);
});

Then('the runner is resting with {seconds} left', function (this: TravelWorld, ms: number) {
  assertResting(this, ms);
});

Then('the runner waits for the traveller to start', function (this: TravelWorld) {
  assertStatus(this, 'ready');
});

Then('the runner is running', function (this: TravelWorld) {
  assertStatus(this, 'running');
});

Then('the runner is paused', function (this: TravelWorld) {
  assertStatus(this, 'paused');
});

Then('the runner stops at the end of the workout', function (this: TravelWorld) {
  assertStatus(this, 'finished');
  assertTimeLeft(this, 0);
});

Then('the workout is completed', function (this: TravelWorld) {
  assertCompleted(this);
});

Then('the runner shows that no workout is loaded', function (this: TravelWorld) {
  assertStatus(this, 'empty');
});

Then(/^(Next Exercise|Complete Workout) is (not )?offered$/, function (this: TravelWorld, button: RunnerButton, not?: string) {
  assertOffered(this, button, !not);
});

When('the traveller skips the rest', function (this: TravelWorld) {
  skipRest(this);
});

When('the traveller presses Space', function (this: TravelWorld) {
  pressSpace(this);
});

Then(
  'the runner shows what comes next: {string} set {int} of {int}',
  function (this: TravelWorld, name: string, set: number, sets: number) {
    assertComingUp(this, name, set, sets);
  },
);

Then('Skip rest is offered', function (this: TravelWorld) {
  assertSkipRestOffered(this, true);
});

Then('Skip rest is not offered', function (this: TravelWorld) {
  assertSkipRestOffered(this, false);
});

Then('the workout is {int}% done', function (this: TravelWorld, percent: number) {
  assertPercentDone(this, percent);
});

Then('the runner will sound:', function (this: TravelWorld, table: DataTable) {
  assertComingSounds(
    this,
    table.hashes().map((row) => ({ inSeconds: Number(row['in seconds']), sound: row.sound ?? '' })),
  );
});

Then('the runner will sound nothing', function (this: TravelWorld) {
  assertComingSounds(this, []);
});
