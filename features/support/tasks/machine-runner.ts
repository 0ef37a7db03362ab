import assert from 'node:assert/strict';
import {
  phaseMs,
  type RunnerBlockInput,
  type RunnerWorkoutInput,
} from '../../../web/src/features/runner/runner-progress';
import {
  remainingMs,
  runnerMachine,
  runnerView,
  type RunnerMachineEvent,
  type RunnerStatus,
  type RunnerView,
} from '../../../web/src/features/runner/runner.machine';
import type { TravelWorld } from '../world';

/**
 * Tasks for the free workout runner (web/src/features/runner/runner.machine.ts)
 * on the scenario's simulated clock.
 *
 * The stored workout is modelled as the page holds it: JSON text in session
 * storage, kept in `world.remembered` until the runner opens and reads it.
 * The page sends the same events as these tasks: Start, Pause, Resume, Next
 * Exercise, Complete Workout, and `tick` on each display refresh and when
 * its tab becomes visible again.
 */
const NAME = 'runner';
const STORED_WORKOUT = 'runner: stored free workout';

/** One row of "a free workout:" — exercise, sets (blank: not stated), reps or time. */
export interface WorkoutRow {
  exercise: string;
  sets: string;
  'reps or time': string;
}

export function storeWorkout(world: TravelWorld, blocks: readonly RunnerBlockInput[]): void {
  if (world.machines.find(NAME)) throw new Error('The runner is already open: store the workout before it opens');
  const workout: RunnerWorkoutInput = { blocks };
  world.remembered.set(STORED_WORKOUT, JSON.stringify(workout));
}

export function storeWorkoutRows(world: TravelWorld, rows: readonly WorkoutRow[]): void {
  storeWorkout(
    world,
    rows.map((row) => ({
      name: row.exercise,
      sets: row.sets.trim() === '' ? undefined : Number(row.sets),
      reps_or_time: row['reps or time'],
    })),
  );
}

export function clearStoredWorkout(world: TravelWorld): void {
  world.remembered.delete(STORED_WORKOUT);
}

function runner(world: TravelWorld) {
  const actor = world.machines.find<typeof runnerMachine>(NAME);
  if (!actor) throw new Error('The runner is not open: a step must open it first');
  return actor;
}

export function openRunner(world: TravelWorld): void {
  if (world.machines.find(NAME)) return;
  const stored = world.remembered.get(STORED_WORKOUT);
  const workout = stored === undefined ? null : (JSON.parse(stored) as RunnerWorkoutInput);
  world.machines.start(NAME, runnerMachine, (now) => ({ workout, now }));
}

function send(world: TravelWorld, event: RunnerMachineEvent): void {
  runner(world).send(event);
  world.machines.assertHealthy();
}

export function view(world: TravelWorld): RunnerView {
  return runnerView(runner(world).getSnapshot());
}

export function startWorkout(world: TravelWorld): void {
  openRunner(world);
  send(world, { type: 'start' });
  assert.equal(view(world).status, 'running', 'the runner after Start');
}

export const pauseWorkout = (world: TravelWorld): void => send(world, { type: 'pause' });
export const resumeWorkout = (world: TravelWorld): void => send(world, { type: 'resume' });
export const chooseNextExercise = (world: TravelWorld): void => send(world, { type: 'next' });
export const chooseCompleteWorkout = (world: TravelWorld): void => send(world, { type: 'complete' });

/**
 * Starts the workout and lets it run until `exercise` set `set` has just
 * started: the runner gets there by itself, one phase at a time.
 */
export function runUntilSet(world: TravelWorld, exercise: string, set: number): void {
  startWorkout(world);
  for (let phases = 0; phases < 1000; phases++) {
    const snapshot = runner(world).getSnapshot();
    const { exercises, position } = snapshot.context;
    const justStarted = remainingMs(snapshot) === phaseMs(exercises, position);
    const there = exercises[position.index]?.name === exercise && position.set === set && position.phase === 'work';
    if (there && justStarted) return;
    if (!snapshot.matches('running')) break;
    world.machines.pass(remainingMs(snapshot));
  }
  throw new Error(`The runner never reached "${exercise}" set ${set}: ${describe(view(world))}`);
}

/**
 * A tab in the background or a laptop asleep: the browser holds the runner's
 * timers back for `ms` and fires them late, at the end (the SimulatedClock
 * moves its time first and only then fires what fell due); then the page,
 * visible again, ticks.
 */
export function holdTimersBack(world: TravelWorld, ms: number): void {
  world.machines.pass(ms);
  send(world, { type: 'tick' });
}

/** Time passing with a timer check every second, as in a tab in front. */
export function passSecondBySecond(world: TravelWorld, ms: number): void {
  for (let passed = 0; passed < ms; passed += 1000) world.machines.pass(Math.min(1000, ms - passed));
}

const describe = (shown: RunnerView): string =>
  `${shown.status}, ${shown.exercise?.name ?? 'no exercise'} set ${shown.set?.set} of ${shown.set?.sets}, ` +
  `${shown.phase}, ${shown.remainingSeconds} s left`;

export function assertShows(world: TravelWorld, exercise: string, set: number, sets: number): void {
  const shown = view(world);
  assert.deepEqual(
    { exercise: shown.exercise?.name, set: shown.set },
    { exercise, set: { set, sets } },
    `the runner at ${world.machines.now()} ms shows ${describe(shown)}`,
  );
}

export function assertSetShown(world: TravelWorld, set: number, sets: number): void {
  assert.deepEqual(view(world).set, { set, sets }, `the set shown at ${world.machines.now()} ms`);
}

/** The time left, to the millisecond (the screen shows it rounded up to whole seconds). */
export function assertTimeLeft(world: TravelWorld, ms: number): void {
  assert.equal(remainingMs(runner(world).getSnapshot()), ms, `milliseconds left at ${world.machines.now()} ms`);
}

/** On the rest before the next set (timed or paused: the status has its own steps). */
export function assertResting(world: TravelWorld, ms: number): void {
  const shown = view(world);
  assert.equal(shown.phase, 'rest', `the runner at ${world.machines.now()} ms shows ${describe(shown)}`);
  assertTimeLeft(world, ms);
}

export function assertStatus(world: TravelWorld, status: RunnerStatus): void {
  assert.equal(view(world).status, status, `the runner at ${world.machines.now()} ms`);
}

/** Completed: the runner hands over to the page, which clears the stored workout and opens /free?completed=true. */
export function assertCompleted(world: TravelWorld): void {
  const snapshot = runner(world).getSnapshot();
  assert.equal(snapshot.status, 'done', 'the runner has ended');
  assert.deepEqual(snapshot.output, { completed: true }, 'what the runner hands to the page');
}

export type RunnerButton = 'Next Exercise' | 'Complete Workout';

export function assertOffered(world: TravelWorld, button: RunnerButton, offered: boolean): void {
  const shown = view(world);
  const actual = button === 'Next Exercise' ? shown.canGoToNextExercise : shown.canCompleteWorkout;
  assert.equal(actual, offered, `${button} offered on ${describe(shown)}`);
}
