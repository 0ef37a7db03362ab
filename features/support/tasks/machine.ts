import { inspect } from 'node:util';
import { createActor, SimulatedClock, type Actor, type AnyStateMachine, type InputFrom, type Snapshot } from 'xstate';

/**
 * The client state machines of one @machine scenario, run in-process on one
 * simulated clock: nothing happens in real time, time moves only when a step
 * says so (`pass`). Machine factories take this same clock (`clock`), so
 * their deadlines, their delays and their tickers agree.
 *
 * The clock moves its time first and then fires every timer that fell due,
 * late: one long `pass` is what a tab in the background or a sleeping laptop
 * lives through, and many short ones what a tab in front does.
 */
export class MachineBench {
  readonly clock = new SimulatedClock();
  private readonly actors = new Map<string, Actor<AnyStateMachine>>();
  private readonly failures: unknown[] = [];

  /** Milliseconds since the scenario started, on the simulated clock. */
  now = (): number => this.clock.now();

  /**
   * Starts `machine` under `name` on this bench's clock, from `input`, or
   * from a persisted `snapshot` (as a page restores one after a reload).
   */
  start<TMachine extends AnyStateMachine>(
    name: string,
    machine: TMachine,
    from: { input: InputFrom<TMachine>; snapshot?: Snapshot<unknown> },
  ): Actor<TMachine> {
    if (this.actors.has(name)) throw new Error(`A "${name}" machine is already running in this scenario`);
    const actor = createActor(machine, { clock: this.clock, input: from.input, snapshot: from.snapshot });
    actor.subscribe({ error: (error) => this.failures.push(error) });
    actor.start();
    this.actors.set(name, actor);
    return actor;
  }

  /** The machine started under `name`, or undefined. */
  find<TMachine extends AnyStateMachine>(name: string): Actor<TMachine> | undefined {
    return this.actors.get(name) as Actor<TMachine> | undefined;
  }

  /** Moves the clock on by `ms`, firing every timer that falls due, in order. */
  pass(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new Error(`Time only moves forward: ${ms} ms`);
    this.clock.increment(ms);
    this.assertHealthy();
  }

  /** Errors thrown inside any machine of the scenario fail the step that caused them. */
  assertHealthy(): void {
    const [first] = this.failures;
    if (first) throw first instanceof Error ? first : new Error(`A machine failed: ${inspect(first)}`);
  }

  /** Stops the machine started under `name` (its page went away). */
  stop(name: string): void {
    this.actors.get(name)?.stop();
    this.actors.delete(name);
  }

  stopAll(): void {
    for (const actor of this.actors.values()) actor.stop();
    this.actors.clear();
  }
}

/** "4.9 seconds", "1 second" → milliseconds (rounded to whole ms). */
export const secondsToMs = (text: string): number => Math.round(Number.parseFloat(text) * 1000);
