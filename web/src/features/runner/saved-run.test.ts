import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { toRunnerExercises, type RunnerWorkoutInput } from './runner-progress';
import { createRunnerMachine, type RunnerMachine } from './runner.machine';
import { decodeRun, encodeRun } from './saved-run';

const WORKOUT: RunnerWorkoutInput = {
  blocks: [
    { name: 'Push-up', sets: 3, reps_or_time: '30 seconds' },
    { name: 'Plank', sets: 2, reps_or_time: '45 seconds' },
  ],
};
const EXERCISES = toRunnerExercises(WORKOUT);

const actors: Actor<RunnerMachine>[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
});

function runner(workout: RunnerWorkoutInput = WORKOUT) {
  const clock = new SimulatedClock();
  const actor = createActor(createRunnerMachine(clock), { clock, input: { workout } }).start();
  actors.push(actor);
  return { actor, clock };
}

/** The text a runner 50 s into the workout saves. */
function savedMidWorkout(): string {
  const { actor, clock } = runner();
  actor.send({ type: 'start' });
  clock.increment(50_000);
  const text = encodeRun(actor.getPersistedSnapshot());
  if (!text) throw new Error('a running workout saves nothing');
  return text;
}

describe('saved run', () => {
  it('reads back the snapshot it saved', () => {
    const { actor, clock } = runner();
    actor.send({ type: 'start' });
    clock.increment(50_000);
    expect(decodeRun(encodeRun(actor.getPersistedSnapshot()), EXERCISES)).toEqual(actor.getPersistedSnapshot());
  });

  it('saves nothing for a runner with no workout or a completed one', () => {
    const empty = runner({ blocks: [] });
    expect(encodeRun(empty.actor.getPersistedSnapshot())).toBeNull();
    const { actor } = runner();
    actor.send({ type: 'next' });
    actor.send({ type: 'complete' });
    expect(encodeRun(actor.getPersistedSnapshot())).toBeNull();
  });

  it('ignores a run saved for another workout', () => {
    const other = toRunnerExercises({ blocks: [{ name: 'Push-up', sets: 3, reps_or_time: '45 seconds' }, WORKOUT.blocks[1]!] });
    expect(decodeRun(savedMidWorkout(), other)).toBeUndefined();
  });

  it('ignores text that is not a run this version of the app saved', () => {
    const saved = JSON.parse(savedMidWorkout()) as { version: number; snapshot: { value: string; context: { position: object } } };
    const variants = [
      { ...saved, version: 0 },
      { ...saved, snapshot: { ...saved.snapshot, value: 'advancing' } },
      { ...saved, snapshot: { ...saved.snapshot, context: { ...saved.snapshot.context, position: { index: 1, set: 3, phase: 'work' } } } },
      { ...saved, snapshot: { ...saved.snapshot, context: { ...saved.snapshot.context, position: { index: 2, set: 1, phase: 'work' } } } },
    ];
    for (const variant of variants) expect(decodeRun(JSON.stringify(variant), EXERCISES)).toBeUndefined();
    expect(decodeRun('{"version":1', EXERCISES)).toBeUndefined();
    expect(decodeRun(null, EXERCISES)).toBeUndefined();
  });
});
