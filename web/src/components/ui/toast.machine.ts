import { assign, setup, type SnapshotFrom } from 'xstate';
import { TOAST_DURATION_MS, type CurrentToast } from './toast-model';

/**
 * The timing of the one visible toast (spec 1 §9, spec 2 §9):
 * - `show` makes a toast the visible one, replacing any other and starting
 *   its own full countdown (its `duration`, 5000 ms by default);
 * - the toast closes when its countdown reaches zero;
 * - `pause` / `resume` (pointer over or focus in the viewport: Radix's
 *   onPause / onResume) stop and continue the countdown with the time left;
 * - `dismiss` (close button, swipe right, Escape) closes it at once.
 *
 * Deadline-based: the countdown keeps `deadline` (absolute time), and the
 * time left is always `deadline − now`, so a throttled tab or a sleeping
 * laptop never makes a toast outstay its duration. `now` comes from `input`
 * (Date.now in the app; tests and @machine steps pass a SimulatedClock's).
 */
export interface ToastMachineInput {
  /** The current time in ms from the same clock as the actor's timers (Date.now in the app). */
  now: () => number;
}

export interface ToastMachineContext {
  now: () => number;
  /** The visible toast, or the last one shown (kept so it can animate out). */
  toast: CurrentToast | null;
  /** When the running countdown reaches zero (clock time, ms). */
  deadline: number;
  /** Time left on the countdown, as of the last pause (or the full duration on show). */
  remaining: number;
}

export type ToastMachineEvent =
  | { type: 'show'; toast: CurrentToast }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'dismiss' };

export const toastMachine = setup({
  types: {
    input: {} as ToastMachineInput,
    context: {} as ToastMachineContext,
    events: {} as ToastMachineEvent,
  },
  actions: {
    present: assign(({ event }) => {
      if (event.type !== 'show') return {};
      return { toast: event.toast, remaining: event.toast.duration ?? TOAST_DURATION_MS };
    }),
    startCountdown: assign(({ context }) => ({ deadline: context.now() + context.remaining })),
    stopCountdown: assign(({ context }) => ({ remaining: Math.max(0, context.deadline - context.now()) })),
  },
  guards: {
    deadlineReached: ({ context }) => context.now() >= context.deadline,
  },
  delays: {
    timeLeft: ({ context }) => Math.max(0, context.deadline - context.now()),
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({
    now: input.now,
    toast: null,
    deadline: 0,
    remaining: 0,
  }),
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        show: { target: 'visible', actions: 'present' },
      },
    },
    visible: {
      initial: 'counting',
      on: {
        dismiss: { target: 'hidden' },
      },
      states: {
        counting: {
          entry: 'startCountdown',
          after: {
            timeLeft: [
              { guard: 'deadlineReached', target: '#toast.hidden' },
              // The timer fired early (clock skew): count down what is left.
              { target: 'counting', reenter: true, actions: 'stopCountdown' },
            ],
          },
          on: {
            show: { target: 'counting', reenter: true, actions: 'present' },
            pause: { target: 'paused', actions: 'stopCountdown' },
          },
        },
        paused: {
          on: {
            // Still being read: the new toast waits, with its full duration, for `resume`.
            show: { target: 'paused', reenter: true, actions: 'present' },
            resume: { target: 'counting' },
          },
        },
      },
    },
  },
});

export type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

/** Whether a toast is on screen. */
export const isToastVisible = (snapshot: ToastSnapshot): boolean => snapshot.matches('visible');

/** Milliseconds left before the visible toast closes by itself; 0 when none is visible. */
export function toastTimeLeft(snapshot: ToastSnapshot): number {
  const { context } = snapshot;
  if (snapshot.matches({ visible: 'paused' })) return context.remaining;
  if (snapshot.matches({ visible: 'counting' })) return Math.max(0, context.deadline - context.now());
  return 0;
}
