import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { GENERATOR_TIMING } from '../../../../../contracts/workouts/generator.schemas';
import { countdownReached, timeLeft } from '../../../machines/countdown';
import type { MachineClock } from '../../../machines/machine-clock';
import { ticker, type TickEvent } from '../../../machines/ticker';
import { beepsBefore, type Beep } from '../../../components/workout-audio/beeps';
import type { PhaseEnd } from '../../../components/workout-audio/cues';

export const GET_READY_MS = GENERATOR_TIMING.countdownSeconds * 1000;

/**
 * The full-screen countdown before a generated workout (spec 2 §2 item 4,
 * §4, §9): 10 s, then done; `skip` ends it at once. Its output is the moment
 * it ended — its deadline, even when the page only learns of it later (a
 * hidden tab) — so the workout is timed from then.
 *
 * @see features/generator/machine-flow.feature
 */
export interface GetReadyContext {
  countdown: { readonly deadline: number };
  checkedAt: number;
  /** When the countdown ended: its deadline, or the skip. */
  endedAt: number | null;
}

export type GetReadyEvent = { type: 'skip' } | TickEvent;

export interface GetReadyOutput {
  endedAt: number;
}

export function createGetReadyMachine(clock: MachineClock) {
  return setup({
    types: {
      context: {} as GetReadyContext,
      events: {} as GetReadyEvent,
      output: {} as GetReadyOutput,
    },
    actors: { ticker: ticker(clock) },
    actions: {
      readClock: assign({ checkedAt: () => clock.now() }),
      endAtDeadline: assign(({ context }) => ({ endedAt: context.countdown.deadline, checkedAt: clock.now() })),
      endNow: assign(() => ({ endedAt: clock.now(), checkedAt: clock.now() })),
    },
    guards: {
      deadlineReached: ({ context }) => countdownReached(context.countdown, clock.now()),
    },
    delays: {
      timeLeft: ({ context }) => timeLeft(context.countdown, clock.now()),
    },
  }).createMachine({
    id: 'getReady',
    context: () => {
      const now = clock.now();
      return { countdown: { deadline: now + GET_READY_MS }, checkedAt: now, endedAt: null };
    },
    initial: 'counting',
    output: ({ context }) => ({ endedAt: context.endedAt ?? context.countdown.deadline }),
    states: {
      counting: {
        invoke: { src: 'ticker' },
        after: {
          timeLeft: [
            { guard: 'deadlineReached', target: 'done', actions: 'endAtDeadline' },
            { target: 'counting', reenter: true },
          ],
        },
        on: {
          tick: [{ guard: 'deadlineReached', target: 'done', actions: 'endAtDeadline' }, { actions: 'readClock' }],
          skip: { target: 'done', actions: 'endNow' },
        },
      },
      done: { type: 'final' },
    },
  });
}

export type GetReadyMachine = ReturnType<typeof createGetReadyMachine>;
export type GetReadySnapshot = SnapshotFrom<GetReadyMachine>;
export type GetReadyActor = ActorRefFrom<GetReadyMachine>;

/** The whole seconds shown, 10 down to 1 (at `at`, by default when the machine last read its clock). */
export const getReadySecondsLeft = (snapshot: GetReadySnapshot, at: number = snapshot.context.checkedAt): number =>
  Math.ceil(timeLeft(snapshot.context.countdown, at) / 1000);

/** The beeps still to sound: the last 3 seconds, rising from 500 Hz. */
export const getReadyBeeps = (snapshot: GetReadySnapshot, now: number): Beep[] =>
  snapshot.matches('counting') ? beepsBefore('countdown', snapshot.context.countdown.deadline, now) : [];

/** While counting: the countdown's end, where the workout's `go` sounds after the rising beeps. */
export const getReadyPhaseEnd = (snapshot: GetReadySnapshot): PhaseEnd | null =>
  snapshot.matches('counting') ? { deadline: snapshot.context.countdown.deadline, cue: 'go', voice: 'countdown' } : null;
