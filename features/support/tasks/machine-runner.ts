import assert from 'node:assert/strict';
import { beepsBefore } from '../../../web/src/components/workout-audio/beeps';
import type { PhaseCue } from '../../../web/src/components/workout-audio/cues';
import {
  phaseMs,
  toRunnerExercises,
  type RunnerBlockInput,
  type RunnerWorkoutInput,
} from '../../../web/src/features/runner/runner-progress';
import {
  canCompleteWorkout,
  canGoToNextExercise,
  canSkipRest,
  comingUp,
  percentDone,
  createRunnerMachine,
  currentExercise,
  currentSide,
  remainingMs,
  runnerPhase,
  runnerPhaseEnd,
  runnerStatus,
  setProgress,
  type RunnerMachine,
  type RunnerMachineEvent,
  type RunnerStatus,
} from '../../../web/src/features/runner/runner.machine';
import { decodeRun, encodeRun } from '../../../web/src/features/runner/saved-run';
import type { TravelWorld } from '../world';

/**
 * Tasks for the free workout runner (web/src/features/runner/runner.machine.ts)
 * on the scenario's simulated clock, used as the page uses it
 * (web/src/features/runner/use-runner.ts).
 *
 * Session storage is modelled in `world.remembered`: the stored workout as
 * JSON text, and the run the page saves on every change (saved-run.ts). The
 * page sends the same events as these tasks: Start, Pause, Resume, Next
 * Exercise, Complete Workout, and `reopen` when it restored a saved run; the
 * machine's own ticker reads the clock between deadlines.
 */
const NAME = 'runner';
const STORED_WORKOUT = 'runner: stored free workout';
const SAVED_RUN = 'runner: saved run';
const SWITCH_CUES = 'runner: switch-sides cues';

/** One row of "a free workout:" — exercise, sets (blank: not stated), reps or time. */
export interface WorkoutRow {
  exercise: string;
  sets: string;
  'reps or time': string;
}

/** Stores a free workout for the runner, as /free does: a run saved for an earlier workout is dropped. */
export function storeWorkout(world: TravelWorld, blocks: readonly RunnerBlockInput[]): void {
  if (world.machines.find(NAME)) throw new Error('The runner is already open: store the workout before it opens');
  const workout: RunnerWorkoutInput = { blocks };
  world.remembered.set(STORED_WORKOUT, JSON.stringify(workout));
  world.remembered.delete(SAVED_RUN);
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

/** One row of "a generated workout:" — the timing the engine sends with each exercise (ADR 0030). */
export interface TimedWorkoutRow extends WorkoutRow {
  'work seconds': string;
  'rest between sets': string;
  'rest after': string;
  'per side': string;
}

export function storeTimedWorkoutRows(world: TravelWorld, rows: readonly TimedWorkoutRow[]): void {
  storeWorkout(
    world,
    rows.map((row) => ({
      name: row.exercise,
      sets: Number(row.sets),
      reps_or_time: row['reps or time'],
      work_sec: Number(row['work seconds']),
      rest_between_sets_sec: Number(row['rest between sets']),
      rest_sec: Number(row['rest after']),
      perSide: row['per side'] === 'yes',
    })),
  );
}

export function clearStoredWorkout(world: TravelWorld): void {
  world.remembered.delete(STORED_WORKOUT);
  world.remembered.delete(SAVED_RUN);
}

function runner(world: TravelWorld) {
  const actor = world.machines.find<RunnerMachine>(NAME);
  if (!actor) throw new Error('The runner is not open: a step must open it first');
  return actor;
}

/** Opens the runner on the stored workout, resuming the saved run when there is one for it. */
export function openRunner(world: TravelWorld): void {
  const { machines } = world;
  if (machines.find(NAME)) return;
  const stored = world.remembered.get(STORED_WORKOUT);
  const workout = stored === undefined ? null : (JSON.parse(stored) as RunnerWorkoutInput);
  const snapshot = decodeRun(world.remembered.get(SAVED_RUN), toRunnerExercises(workout));
  const actor = machines.start(NAME, createRunnerMachine(machines.clock), { input: { workout }, snapshot });
  world.remembered.set(SWITCH_CUES, '0');
  // What the page turns into a "Switch sides" toast (and the audio, a cue).
  actor.on('switchSides', () => world.remembered.set(SWITCH_CUES, String(switchCues(world) + 1)));
  if (snapshot) actor.send({ type: 'reopen' });
  machines.assertHealthy();
}

/** The page goes away (a reload, another page): what it last saved stays in session storage. */
export function leaveRunner(world: TravelWorld): void {
  const text = encodeRun(runner(world).getPersistedSnapshot());
  if (text) world.remembered.set(SAVED_RUN, text);
  else world.remembered.delete(SAVED_RUN);
  world.machines.stop(NAME);
}

/** A reload, the page coming back `awayMs` later (a phone that had put the tab away). */
export function reloadRunner(world: TravelWorld, awayMs = 0): void {
  leaveRunner(world);
  world.machines.pass(awayMs);
  openRunner(world);
}

function send(world: TravelWorld, event: RunnerMachineEvent): void {
  runner(world).send(event);
  world.machines.assertHealthy();
}

/** What the runner shows now, on the scenario's clock. */
export function view(world: TravelWorld) {
  const snapshot = runner(world).getSnapshot();
  return {
    status: runnerStatus(snapshot),
    exercise: currentExercise(snapshot),
    set: setProgress(snapshot),
    phase: runnerPhase(snapshot),
    ms: remainingMs(snapshot, world.machines.now()),
    canGoToNextExercise: canGoToNextExercise(snapshot),
    canCompleteWorkout: canCompleteWorkout(snapshot),
    canSkipRest: canSkipRest(snapshot),
    comingUp: comingUp(snapshot),
    percentDone: percentDone(snapshot),
  };
}
type RunnerView = ReturnType<typeof view>;

export function startWorkout(world: TravelWorld): void {
  openRunner(world);
  send(world, { type: 'start' });
  assert.equal(view(world).status, 'running', 'the runner after Start');
}

export const pauseWorkout = (world: TravelWorld): void => send(world, { type: 'pause' });
export const resumeWorkout = (world: TravelWorld): void => send(world, { type: 'resume' });
export const chooseNextExercise = (world: TravelWorld): void => send(world, { type: 'next' });
export const chooseCompleteWorkout = (world: TravelWorld): void => send(world, { type: 'complete' });
export const skipRest = (world: TravelWorld): void => send(world, { type: 'skipRest' });
/** The Space key: the page sends `toggle` and the machine decides what it means now. */
export const pressSpace = (world: TravelWorld): void => send(world, { type: 'toggle' });

const switchCues = (world: TravelWorld): number => Number(world.remembered.get(SWITCH_CUES) ?? '0');

/** The side shown (1 or 2) during a per-side set, and how many switch-sides cues the runner has given since it opened. */
export function assertSide(world: TravelWorld, side: 1 | 2, cues: number): void {
  assert.equal(currentSide(runner(world).getSnapshot()), side, `the side at ${world.machines.now()} ms`);
  assert.equal(switchCues(world), cues, `switch-sides cues by ${world.machines.now()} ms`);
}

export function assertComingUp(world: TravelWorld, name: string, set: number, sets: number): void {
  assert.deepEqual(view(world).comingUp, { name, set, sets }, `what comes next at ${world.machines.now()} ms`);
}

export function assertSkipRestOffered(world: TravelWorld, offered: boolean): void {
  assert.equal(view(world).canSkipRest, offered, `Skip rest offered at ${world.machines.now()} ms`);
}

export function assertPercentDone(world: TravelWorld, percent: number): void {
  assert.equal(view(world).percentDone, percent, `the workout's progress at ${world.machines.now()} ms`);
}

/**
 * Starts the workout and lets it run until `exercise` set `set` has just
 * started: the runner gets there by itself, one phase at a time.
 */
export function runUntilSet(world: TravelWorld, exercise: string, set: number): void {
  startWorkout(world);
  for (let phases = 0; phases < 1000; phases++) {
    const snapshot = runner(world).getSnapshot();
    const { exercises, position } = snapshot.context;
    const left = remainingMs(snapshot, world.machines.now());
    const justStarted = left === phaseMs(exercises, position);
    const there = exercises[position.index]?.name === exercise && position.set === set && position.phase === 'work';
    if (there && justStarted) return;
    if (!snapshot.matches('running')) break;
    world.machines.pass(left);
  }
  throw new Error(`The runner never reached "${exercise}" set ${set}: ${describe(view(world))}`);
}

/**
 * A tab in the background or a laptop asleep: the browser holds the runner's
 * timers back for `ms` and fires them late, when the page shows again (the
 * simulated clock moves its time first and only then fires what fell due).
 */
export function holdTimersBack(world: TravelWorld, ms: number): void {
  world.machines.pass(ms);
}

/** Time passing with a timer check every second, as in a tab in front. */
export function passSecondBySecond(world: TravelWorld, ms: number): void {
  for (let passed = 0; passed < ms; passed += 1000) world.machines.pass(Math.min(1000, ms - passed));
}

const describe = (shown: RunnerView): string =>
  `${shown.status}, ${shown.exercise?.name ?? 'no exercise'} set ${shown.set?.set} of ${shown.set?.sets}, ` +
  `${shown.phase}, ${shown.ms} ms left`;

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
  assert.equal(view(world).ms, ms, `milliseconds left at ${world.machines.now()} ms`);
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

/** How a product owner names each cue. */
const CUE_NAMES: Record<PhaseCue, string> = { go: 'go', rest: 'rest', 'switch-sides': 'switch sides', done: 'workout done' };

/** One sound still to come: seconds from now and what it is ("beep 600 Hz", "rest cue"). */
export interface ComingSound {
  inSeconds: number;
  sound: string;
}

/**
 * What the runner will still sound in its running phase, as the page
 * schedules it (components/workout-audio): the count beeps of its last 3
 * seconds, then the cue at its end. Nothing while paused or over.
 */
function comingSounds(world: TravelWorld): ComingSound[] {
  const now = world.machines.now();
  const end = runnerPhaseEnd(runner(world).getSnapshot());
  if (!end) return [];
  return [
    ...beepsBefore('workout', end.deadline, now).map((beep) => ({ inSeconds: (beep.at - now) / 1000, sound: `beep ${beep.frequency} Hz` })),
    { inSeconds: (end.deadline - now) / 1000, sound: `${CUE_NAMES[end.cue]} cue` },
  ];
}

export function assertComingSounds(world: TravelWorld, expected: readonly ComingSound[]): void {
  assert.deepEqual(comingSounds(world), expected, `the sounds to come at ${world.machines.now()} ms`);
}
