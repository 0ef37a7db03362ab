import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type Actor } from 'xstate';
import type { MachineClock } from '../../machines/machine-clock';
import { TICK_MS } from '../../machines/ticker';
import { earlyFiringClock } from '../../testing/early-clock';
import { HeldBackClock } from '../../testing/held-back-clock';
import type { RunnerWorkoutInput } from './runner-progress';
import {
  canCompleteWorkout,
  canGoToNextExercise,
  createRunnerMachine,
  currentExercise,
  remainingMs,
  remainingSeconds,
  runnerPhase,
  runnerStatus,
  setProgress,
  type RunnerMachine,
  type RunnerSnapshot,
} from './runner.machine';

/**
 * What features/workouts/runner.feature does not say: presses the page never
 * offers, what it hands the page, and clocks that misbehave (timers held back
 * or firing early, the page showing again). The runner's rules themselves
 * (sets, rests, skipping, pausing, catching up, reloading) are the feature's.
 */

/** Push-up 3 × 30 s, then Plank 2 × 45 s: 30+15+30+15+30 = 120 s of push-ups, 45+15+45 = 105 s of planks. */
const WORKOUT: RunnerWorkoutInput = {
  blocks: [
    { name: 'Push-up', sets: 3, reps_or_time: '30 seconds' },
    { name: 'Plank', sets: 2, reps_or_time: '45 seconds' },
  ],
};
const WHOLE_WORKOUT_MS = 225_000;

const actors: Actor<RunnerMachine>[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
});

/** A runner on `clock` (the same clock for its deadlines, its delays and its ticker). */
function open(clock: MachineClock, workout: RunnerWorkoutInput | null = WORKOUT, machine = createRunnerMachine(clock)) {
  const actor = createActor(machine, { clock, input: { workout } }).start();
  actors.push(actor);
  return actor;
}

/** The parts of the screen a traveller reads, for short comparisons; the time left at `at`, or as drawn. */
function screen(snapshot: RunnerSnapshot, at?: number): string {
  const set = setProgress(snapshot);
  return (
    `${runnerStatus(snapshot)} ${currentExercise(snapshot)?.name} set ${set?.set} of ${set?.sets} ` +
    `${runnerPhase(snapshot)} ${remainingSeconds(snapshot, at)}s`
  );
}

describe('runner machine', () => {
  it('ignores the presses the page does not offer', () => {
    const clock = new SimulatedClock();
    const actor = open(clock);
    actor.send({ type: 'pause' });
    actor.send({ type: 'resume' });
    actor.send({ type: 'complete' });
    expect(runnerStatus(actor.getSnapshot())).toBe('ready');

    actor.send({ type: 'start' });
    actor.send({ type: 'start' });
    actor.send({ type: 'resume' });
    actor.send({ type: 'complete' });
    clock.increment(10_000);
    expect(screen(actor.getSnapshot(), clock.now())).toBe('running Push-up set 1 of 3 work 20s');

    actor.send({ type: 'pause' });
    actor.send({ type: 'complete' });
    expect(runnerStatus(actor.getSnapshot())).toBe('paused');

    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    expect(screen(actor.getSnapshot(), clock.now())).toBe('paused Plank set 1 of 2 work 45s');
  });

  it('tells the page when the workout is completed', () => {
    const clock = new SimulatedClock();
    const actor = open(clock);
    const emitted: string[] = [];
    actor.on('completed', (event) => emitted.push(event.type));
    actor.send({ type: 'next' });
    actor.send({ type: 'complete' });
    expect(emitted).toEqual(['completed']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ completed: true });
  });

  it('cues a switch of sides only when the second side is where it now is, not one a late timer ran past', () => {
    const clock = new HeldBackClock();
    const workout: RunnerWorkoutInput = {
      blocks: [
        { name: 'Side plank', sets: 2, reps_or_time: '20 seconds per side', work_sec: 40, rest_between_sets_sec: 10, perSide: true },
        { name: 'Plank', sets: 1, reps_or_time: '30 seconds', work_sec: 30 },
      ],
    };
    const actor = open(clock, workout);
    const cues: string[] = [];
    actor.on('switchSides', (event) => cues.push(event.type));
    actor.send({ type: 'start' });
    clock.advance(20_000);
    clock.release();
    expect(cues).toEqual(['switchSides']);
    // Held back past set 2's second side: the runner lands on the plank with nothing to cue.
    clock.advance(75_000);
    clock.release();
    expect(screen(actor.getSnapshot(), clock.now())).toBe('running Plank set 1 of 1 work 25s');
    expect(cues).toEqual(['switchSides']);
  });

  it('is empty, offering nothing, for a stored workout without exercises', () => {
    const clock = new SimulatedClock();
    const actor = open(clock, { blocks: [] });
    for (const type of ['start', 'next', 'complete'] as const) actor.send({ type });
    clock.increment(60_000);
    const snapshot = actor.getSnapshot();
    expect(runnerStatus(snapshot)).toBe('empty');
    expect(currentExercise(snapshot)).toBeNull();
    expect(remainingMs(snapshot, clock.now())).toBe(0);
    expect([canGoToNextExercise(snapshot), canCompleteWorkout(snapshot)]).toEqual([false, false]);
  });

  it('redraws the time left on each tick of its own ticker, with no page driving it', () => {
    const clock = new SimulatedClock();
    const actor = open(clock);
    actor.send({ type: 'start' });
    const drawn = () => remainingSeconds(actor.getSnapshot());
    const tabInFront = (ms: number) => {
      for (let passed = 0; passed < ms; passed += TICK_MS) clock.increment(TICK_MS);
    };
    expect(drawn()).toBe(30);
    tabInFront(750);
    expect(drawn()).toBe(30);
    tabInFront(250);
    expect(drawn()).toBe(29);
    tabInFront(10_000);
    expect(drawn()).toBe(19);
    actor.send({ type: 'pause' });
    tabInFront(5_000);
    expect(drawn()).toBe(19);
  });

  it('catches up as soon as the page shows again, when no timer fired while it was hidden', () => {
    const clock = new HeldBackClock();
    const actor = open(clock);
    actor.send({ type: 'start' });
    clock.advance(50_000);
    // Nothing has fired: the screen still draws the first set…
    expect(screen(actor.getSnapshot())).toBe('running Push-up set 1 of 3 work 30s');
    // …until the page shows again.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(screen(actor.getSnapshot())).toBe('running Push-up set 2 of 3 work 25s');
    clock.advance(WHOLE_WORKOUT_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(screen(actor.getSnapshot())).toBe('finished Plank set 2 of 2 work 0s');
  });

  it('keeps the true time left when paused after its timers were held back', () => {
    const clock = new HeldBackClock();
    const actor = open(clock);
    actor.send({ type: 'start' });
    clock.advance(50_000);
    actor.send({ type: 'pause' });
    expect(screen(actor.getSnapshot(), clock.now())).toBe('paused Push-up set 2 of 3 work 25s');
    expect(remainingMs(actor.getSnapshot(), clock.now())).toBe(25_000);

    actor.send({ type: 'resume' });
    clock.advance(WHOLE_WORKOUT_MS);
    actor.send({ type: 'pause' });
    expect(screen(actor.getSnapshot(), clock.now())).toBe('finished Plank set 2 of 2 work 0s');
  });

  it('re-arms without moving on when its timer fires before the deadline', () => {
    // The first timer fires 100 ms early; the ticker is silenced so that only the set's timer is at work.
    const { clock, advanceTo } = earlyFiringClock();
    const silent = createRunnerMachine(clock).provide({ actors: { ticker: fromCallback(() => undefined) } });
    const actor = open(clock, WORKOUT, silent);
    actor.send({ type: 'start' });
    advanceTo(29_900);
    expect(screen(actor.getSnapshot(), clock.now())).toBe('running Push-up set 1 of 3 work 1s');
    expect(remainingMs(actor.getSnapshot(), clock.now())).toBe(100);
    advanceTo(30_000);
    expect(screen(actor.getSnapshot(), clock.now())).toBe('running Push-up set 2 of 3 rest 15s');
  });

  it('persists as plain data that restores the same runner', () => {
    const clock = new SimulatedClock();
    const actor = open(clock);
    actor.send({ type: 'start' });
    clock.increment(50_000);
    const persisted = actor.getPersistedSnapshot();
    const copy = JSON.parse(JSON.stringify(persisted)) as typeof persisted;
    expect(copy).toEqual(persisted);

    const restored = createActor(createRunnerMachine(clock), { clock, snapshot: copy, input: { workout: WORKOUT } }).start();
    actors.push(restored);
    expect(screen(restored.getSnapshot(), clock.now())).toBe(screen(actor.getSnapshot(), clock.now()));
  });
});
