import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { earlyFiringClock } from '../../testing/early-clock';
import type { RunnerWorkoutInput } from './runner-progress';
import { remainingMs, runnerMachine, runnerView, type RunnerView } from './runner.machine';

/** Push-up 3 × 30 s, then Plank 2 × 45 s: 30+15+30+15+30 = 120 s of push-ups, 45+15+45 = 105 s of planks. */
const WORKOUT: RunnerWorkoutInput = {
  blocks: [
    { name: 'Push-up', sets: 3, reps_or_time: '30 seconds' },
    { name: 'Plank', sets: 2, reps_or_time: '45 seconds' },
  ],
};
const WHOLE_WORKOUT_MS = 225_000;

/**
 * A clock whose timers never fire by themselves, like a tab the browser
 * throttles or a laptop asleep: only `tick`, `pause` or a later timer show
 * the machine that time has passed. `release()` fires the held timers late.
 */
class HeldBackClock {
  private time = 0;
  private ids = 0;
  private readonly held = new Map<number, () => void>();
  now = (): number => this.time;
  setTimeout = (fn: () => void): number => {
    this.held.set(++this.ids, fn);
    return this.ids;
  };
  clearTimeout = (id: number): void => {
    this.held.delete(id);
  };
  advance(ms: number): void {
    this.time += ms;
  }
  release(): void {
    const due = [...this.held.values()];
    this.held.clear();
    for (const fn of due) fn();
  }
}

function start(workout: RunnerWorkoutInput | null = WORKOUT) {
  const clock = new SimulatedClock();
  const actor = createActor(runnerMachine, { clock, input: { workout, now: () => clock.now() } }).start();
  return {
    actor,
    clock,
    view: (): RunnerView => runnerView(actor.getSnapshot()),
    ms: () => remainingMs(actor.getSnapshot()),
    pass: (ms: number) => clock.increment(ms),
  };
}

/** The parts of the view a traveller reads, for short comparisons. */
const screen = (view: RunnerView) =>
  `${view.status} ${view.exercise?.name} set ${view.set?.set} of ${view.set?.sets} ` +
  `${view.phase} ${view.remainingSeconds}s`;

describe('runner machine', () => {
  it('opens ready on the first exercise, set 1, with its full time, and waits for Start', () => {
    const { view, pass } = start();
    expect(view()).toEqual({
      status: 'ready',
      exercise: { name: 'Push-up', number: 1, count: 2 },
      set: { set: 1, sets: 3 },
      phase: 'work',
      remainingSeconds: 30,
      isLastExercise: false,
      canGoToNextExercise: true,
      canCompleteWorkout: false,
    });
    pass(60_000);
    expect(screen(view())).toBe('ready Push-up set 1 of 3 work 30s');
  });

  it('rests 15 seconds when a set ends and sets remain, showing the coming set', () => {
    const { actor, view, pass, ms } = start();
    actor.send({ type: 'start' });
    pass(29_999);
    expect(screen(view())).toBe('running Push-up set 1 of 3 work 1s');
    pass(1);
    expect(screen(view())).toBe('running Push-up set 2 of 3 rest 15s');
    expect(ms()).toBe(15_000);
    pass(15_000);
    expect(screen(view())).toBe('running Push-up set 2 of 3 work 30s');
  });

  it('starts the next exercise at set 1, without a rest, after the last set of an exercise', () => {
    const { actor, view, pass } = start();
    actor.send({ type: 'start' });
    pass(119_999);
    expect(screen(view())).toBe('running Push-up set 3 of 3 work 1s');
    pass(1);
    expect(screen(view())).toBe('running Plank set 1 of 2 work 45s');
    expect(view().isLastExercise).toBe(true);
  });

  it('stops after the last set of the last exercise and stays there', () => {
    const { actor, view, pass } = start();
    actor.send({ type: 'start' });
    pass(WHOLE_WORKOUT_MS - 1);
    expect(screen(view())).toBe('running Plank set 2 of 2 work 1s');
    pass(1);
    expect(screen(view())).toBe('finished Plank set 2 of 2 work 0s');
    pass(600_000);
    expect(screen(view())).toBe('finished Plank set 2 of 2 work 0s');
    expect(view().canCompleteWorkout).toBe(true);
    expect(view().canGoToNextExercise).toBe(false);
  });

  it('keeps the time left exactly while paused, in a set or in a rest', () => {
    const { actor, view, pass, ms } = start();
    actor.send({ type: 'start' });
    pass(12_345);
    actor.send({ type: 'pause' });
    expect(ms()).toBe(17_655);
    pass(3_600_000);
    expect(screen(view())).toBe('paused Push-up set 1 of 3 work 18s');
    expect(ms()).toBe(17_655);
    actor.send({ type: 'resume' });
    pass(17_654);
    expect(view().phase).toBe('work');
    pass(1);
    expect(view().phase).toBe('rest');
    pass(4_000);
    actor.send({ type: 'pause' });
    pass(60_000);
    expect(ms()).toBe(11_000);
    expect(screen(view())).toBe('paused Push-up set 2 of 3 rest 11s');
    actor.send({ type: 'resume' });
    pass(11_000);
    expect(screen(view())).toBe('running Push-up set 2 of 3 work 30s');
  });

  it('ignores a pause when not running and a resume when not paused', () => {
    const { actor, view, pass } = start();
    actor.send({ type: 'pause' });
    actor.send({ type: 'resume' });
    expect(view().status).toBe('ready');
    actor.send({ type: 'start' });
    actor.send({ type: 'resume' });
    actor.send({ type: 'start' });
    pass(10_000);
    expect(screen(view())).toBe('running Push-up set 1 of 3 work 20s');
  });

  it('moves on to the next exercise at set 1, paused with its full time, on Next Exercise', () => {
    const { actor, view, pass } = start();
    actor.send({ type: 'start' });
    pass(40_000);
    actor.send({ type: 'next' });
    expect(screen(view())).toBe('paused Plank set 1 of 2 work 45s');
    pass(120_000);
    expect(screen(view())).toBe('paused Plank set 1 of 2 work 45s');
    actor.send({ type: 'resume' });
    pass(45_000);
    expect(screen(view())).toBe('running Plank set 2 of 2 rest 15s');
  });

  it('offers Next Exercise before starting and while paused, but not on the last exercise', () => {
    const { actor, view } = start({
      blocks: [
        { name: 'Squat', reps_or_time: '20 seconds' },
        { name: 'Lunge', reps_or_time: '20 seconds' },
        { name: 'Plank', reps_or_time: '20 seconds' },
      ],
    });
    actor.send({ type: 'next' });
    expect(screen(view())).toBe('paused Lunge set 1 of 3 work 20s');
    actor.send({ type: 'next' });
    expect(screen(view())).toBe('paused Plank set 1 of 3 work 20s');
    expect(view().canGoToNextExercise).toBe(false);
    actor.send({ type: 'next' });
    expect(screen(view())).toBe('paused Plank set 1 of 3 work 20s');
  });

  it('completes the workout from the last exercise, whether running, paused or finished', () => {
    const onLastExercise = (...then: ('resume' | 'pause')[]) => {
      const runner = start();
      runner.actor.send({ type: 'next' });
      for (const type of then) runner.actor.send({ type });
      return runner;
    };
    const finished = start();
    finished.actor.send({ type: 'start' });
    finished.pass(WHOLE_WORKOUT_MS);

    const skipped = onLastExercise();
    const running = onLastExercise('resume');
    const paused = onLastExercise('resume', 'pause');
    for (const { actor, view } of [skipped, running, paused, finished]) {
      const emitted: string[] = [];
      actor.on('completed', (event) => emitted.push(event.type));
      expect(view().canCompleteWorkout).toBe(true);
      actor.send({ type: 'complete' });
      expect(view().status).toBe('completed');
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ completed: true });
      expect(emitted).toEqual(['completed']);
    }
  });

  it('does not offer Complete Workout before the last exercise', () => {
    const { actor, view } = start();
    expect(view().canCompleteWorkout).toBe(false);
    actor.send({ type: 'start' });
    actor.send({ type: 'complete' });
    expect(view().status).toBe('running');
    actor.send({ type: 'pause' });
    actor.send({ type: 'complete' });
    expect(view().status).toBe('paused');
  });

  it('is empty, and does nothing, without a stored workout or with no exercises in it', () => {
    for (const workout of [null, { blocks: [] }]) {
      const { actor, view, pass } = start(workout);
      actor.send({ type: 'start' });
      actor.send({ type: 'next' });
      actor.send({ type: 'complete' });
      pass(60_000);
      expect(view()).toMatchObject({
        status: 'empty',
        exercise: null,
        set: null,
        remainingSeconds: 0,
        isLastExercise: false,
        canGoToNextExercise: false,
        canCompleteWorkout: false,
      });
    }
  });

  it('gives an exercise 3 sets when the workout does not say, and 30 seconds when its text is not a time', () => {
    const { actor, view } = start({
      blocks: [
        { name: 'Squat', reps_or_time: '12 reps' },
        { name: 'Lunge', sets: 0, reps_or_time: null },
        { name: 'Plank', sets: 2.5 },
      ],
    });
    expect(screen(view())).toBe('ready Squat set 1 of 3 work 30s');
    actor.send({ type: 'next' });
    expect(screen(view())).toBe('paused Lunge set 1 of 3 work 30s');
    actor.send({ type: 'next' });
    expect(screen(view())).toBe('paused Plank set 1 of 3 work 30s');
  });

  it('lands where second-by-second timers would, however long the timers are held back', () => {
    for (let gap = 0; gap <= WHOLE_WORKOUT_MS + 10_000; gap += 7_000) {
      const stepped = start();
      stepped.actor.send({ type: 'start' });
      for (let t = 0; t < gap; t += 1000) stepped.pass(Math.min(1000, gap - t));
      // SimulatedClock moves the time first, then fires every due timer late: one jump is one long gap.
      const jumped = start();
      jumped.actor.send({ type: 'start' });
      jumped.pass(gap);
      expect(jumped.view(), `after ${gap} ms`).toEqual(stepped.view());
      expect(jumped.ms(), `after ${gap} ms`).toBe(stepped.ms());
    }
  });

  it('catches up on the next tick when no timer fired during the gap', () => {
    const clock = new HeldBackClock();
    const actor = createActor(runnerMachine, { clock, input: { workout: WORKOUT, now: clock.now } }).start();
    actor.send({ type: 'start' });
    clock.advance(50_000);
    // The page's display already knows how far the set is from its deadline…
    expect(remainingMs(actor.getSnapshot())).toBe(0);
    // …and the first tick puts the runner where it should be.
    actor.send({ type: 'tick' });
    expect(screen(runnerView(actor.getSnapshot()))).toBe('running Push-up set 2 of 3 work 25s');
    clock.advance(WHOLE_WORKOUT_MS);
    actor.send({ type: 'tick' });
    expect(screen(runnerView(actor.getSnapshot()))).toBe('finished Plank set 2 of 2 work 0s');
  });

  it('ignores a tick before the deadline', () => {
    const clock = new HeldBackClock();
    const actor = createActor(runnerMachine, { clock, input: { workout: WORKOUT, now: clock.now } }).start();
    actor.send({ type: 'start' });
    clock.advance(10_000);
    const before = actor.getSnapshot();
    actor.send({ type: 'tick' });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('catches up when a timer fires late, as after a laptop sleeps', () => {
    const clock = new HeldBackClock();
    const actor = createActor(runnerMachine, { clock, input: { workout: WORKOUT, now: clock.now } }).start();
    actor.send({ type: 'start' });
    clock.advance(130_000);
    clock.release();
    // 120 s of push-ups, then 10 s into the first plank set.
    expect(screen(runnerView(actor.getSnapshot()))).toBe('running Plank set 1 of 2 work 35s');
  });

  it('keeps the true time left when paused after timers were held back', () => {
    const clock = new HeldBackClock();
    const actor = createActor(runnerMachine, { clock, input: { workout: WORKOUT, now: clock.now } }).start();
    actor.send({ type: 'start' });
    clock.advance(50_000);
    actor.send({ type: 'pause' });
    expect(screen(runnerView(actor.getSnapshot()))).toBe('paused Push-up set 2 of 3 work 25s');
    expect(remainingMs(actor.getSnapshot())).toBe(25_000);

    actor.send({ type: 'resume' });
    clock.advance(WHOLE_WORKOUT_MS);
    actor.send({ type: 'pause' });
    expect(screen(runnerView(actor.getSnapshot()))).toBe('finished Plank set 2 of 2 work 0s');
  });

  it('re-arms without moving on when its timer fires before the deadline', () => {
    // The first timer fires 100 ms early.
    const { clock: earlyClock, now, advanceTo } = earlyFiringClock();
    const input = { workout: WORKOUT, now };
    const actor = createActor(runnerMachine, { clock: earlyClock, input }).start();
    actor.send({ type: 'start' });
    advanceTo(29_900);
    expect(screen(runnerView(actor.getSnapshot()))).toBe('running Push-up set 1 of 3 work 1s');
    expect(remainingMs(actor.getSnapshot())).toBe(100);
    advanceTo(30_000);
    expect(screen(runnerView(actor.getSnapshot()))).toBe('running Push-up set 2 of 3 rest 15s');
  });
});
