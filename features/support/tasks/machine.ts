import { inspect } from 'node:util';
import { createActor, SimulatedClock, type Actor, type AnyStateMachine, type InputFrom } from 'xstate';

/**
 * The client state machines of one @machine scenario, run in-process on one
 * simulated clock: nothing happens in real time, time moves only when a step
 * says so (`pass`). Machines receive the clock's time through their input
 * (`now`), so their deadlines and the clock agree.
 */
export class MachineBench {
  readonly clock = new SimulatedClock();
  private readonly actors = new Map<string, Actor<AnyStateMachine>>();
  private readonly failures: unknown[] = [];

  /** Milliseconds since the scenario started, on the simulated clock. */
  now = (): number => this.clock.now();

  /** Starts `machine` under `name` on this bench's clock; `input` gets the clock's `now`. */
  start<TMachine extends AnyStateMachine>(
    name: string,
    machine: TMachine,
    input: (now: () => number) => InputFrom<TMachine>,
  ): Actor<TMachine> {
    if (this.actors.has(name)) throw new Error(`A "${name}" machine is already running in this scenario`);
    const actor = createActor(machine, { clock: this.clock, input: input(this.now) });
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

  stopAll(): void {
    for (const actor of this.actors.values()) actor.stop();
    this.actors.clear();
  }
}

/** "4.9 seconds", "1 second" → milliseconds (rounded to whole ms). */
export const secondsToMs = (text: string): number => Math.round(Number.parseFloat(text) * 1000);
