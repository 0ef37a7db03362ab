import { assign, setup, type SnapshotFrom } from 'xstate';
import { countdownOf, countdownReached, startCountdown, stopCountdown, timeLeft, type Countdown } from '../../machines/countdown';
import type { MachineClock } from '../../machines/machine-clock';
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
 * Deadline-based (machines/countdown.ts): a throttled tab or a sleeping
 * laptop never makes a toast outstay its duration, and a timer that fires
 * early re-arms for what is left. The factory takes the clock (the
 * browser's in the app; tests and @machine steps pass a SimulatedClock).
 *
 * @see features/ui/toasts.feature
 */
export interface ToastMachineContext {
  /** The visible toast, or the last one shown (kept so it can animate out). */
  toast: CurrentToast | null;
  countdown: Countdown;
}

export type ToastMachineEvent = { type: 'show'; toast: CurrentToast } | { type: 'pause' } | { type: 'resume' } | { type: 'dismiss' };

export function createToastMachine(clock: MachineClock) {
  return setup({
    types: {
      context: {} as ToastMachineContext,
      events: {} as ToastMachineEvent,
    },
    actions: {
      present: assign(({ event }) => {
        if (event.type !== 'show') return {};
        return { toast: event.toast, countdown: countdownOf(event.toast.duration ?? TOAST_DURATION_MS) };
      }),
      startCountdown: assign(({ context }) => ({ countdown: startCountdown(context.countdown, clock.now()) })),
      stopCountdown: assign(({ context }) => ({ countdown: stopCountdown(context.countdown, clock.now()) })),
    },
    guards: {
      timeIsUp: ({ context }) => countdownReached(context.countdown, clock.now()),
    },
    delays: {
      timeLeft: ({ context }) => timeLeft(context.countdown, clock.now()),
    },
  }).createMachine({
    id: 'toast',
    context: { toast: null, countdown: countdownOf(0) },
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
                { guard: 'timeIsUp', target: '#toast.hidden' },
                // The timer fired early (clock skew): re-arm for what is left of the same deadline.
                { target: 'counting', reenter: true },
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
}

export type ToastMachine = ReturnType<typeof createToastMachine>;
export type ToastSnapshot = SnapshotFrom<ToastMachine>;

/** Whether a toast is on screen. */
export const isToastVisible = (snapshot: ToastSnapshot): boolean => snapshot.matches('visible');

/** Milliseconds left at `now` before the visible toast closes by itself; 0 when none is visible. */
export const toastTimeLeft = (snapshot: ToastSnapshot, now: number): number =>
  isToastVisible(snapshot) ? timeLeft(snapshot.context.countdown, now) : 0;
