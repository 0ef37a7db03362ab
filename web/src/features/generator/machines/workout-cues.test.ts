import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { createWorkoutMachine, workoutPhaseEnd, type WorkoutMachine } from './workout.machine';

const actors: Actor<WorkoutMachine>[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
});

/** A two-exercise intermediate workout that began at 1 000 ms on a simulated clock. */
function start() {
  const clock = new SimulatedClock();
  clock.set(1_000);
  const actor = createActor(createWorkoutMachine(clock), { clock, input: { exerciseCount: 2, level: 'intermediate', startedAt: 1_000 } });
  actors.push(actor.start());
  return { clock, actor, end: () => workoutPhaseEnd(actor.getSnapshot()) };
}

describe('what the generator’s workout says at the end of each phase', () => {
  it('rest after a set, go after a rest, at the phases’ deadlines', () => {
    const { clock, end } = start();
    expect(end()).toEqual({ deadline: 46_000, cue: 'rest' });
    clock.increment(45_000);
    expect(end()).toEqual({ deadline: 56_000, cue: 'go' });
  });

  it('done at the last set of the last exercise, nothing once completed or while paused', () => {
    const { clock, actor, end } = start();
    // Five sets done by the button, each rest left to run out: the sixth is the last.
    for (let set = 0; set < 5; set += 1) {
      actor.send({ type: 'completeSet' });
      expect(end()).toMatchObject({ cue: 'go' });
      clock.increment(end()!.deadline - clock.now());
    }
    expect(end()).toEqual({ deadline: clock.now() + 45_000, cue: 'done' });
    actor.send({ type: 'pause' });
    expect(end()).toBeNull();
    actor.send({ type: 'resume' });
    actor.send({ type: 'completeSet' });
    expect(end()).toBeNull();
  });
});
