import { createActor, SimulatedClock } from 'xstate';
import type { RunnerWorkoutInput } from './runner-progress';
import { createRunnerMachine, remainingMs } from './runner.machine';

/** Far more than any workout lasts (the planner plans at most an hour): a runner that never ends is a bug. */
const LIMIT_MS = 6 * 60 * 60 * 1000;

/**
 * How long the free runner's own machine takes to run `workout` from Start to
 * its end, rests included, on a simulated clock advanced from one deadline to the next:
 * the time a traveller who never pauses or skips spends on it. The proof that
 * a workout's promised minutes are what the runner times, and the
 * "minutes timed" column of `npm run coach-table`.
 */
export function timeRunnerWorkout(workout: RunnerWorkoutInput): number {
  const clock = new SimulatedClock();
  const actor = createActor(createRunnerMachine(clock), { clock, input: { workout } }).start();
  try {
    actor.send({ type: 'start' });
    let elapsed = 0;
    while (!actor.getSnapshot().matches('finished')) {
      if (elapsed >= LIMIT_MS) throw new Error('the runner did not finish the workout');
      const step = Math.max(1, remainingMs(actor.getSnapshot(), clock.now()));
      clock.increment(step);
      elapsed += step;
    }
    return elapsed;
  } finally {
    actor.stop();
  }
}
