import assert from 'node:assert/strict';
import { createToastMachine, isToastVisible, toastTimeLeft, type ToastMachine } from '../../../web/src/components/ui/toast.machine';
import { MESSAGE_DURATIONS_MS, type CurrentToast, type TimedMessage } from '../../../web/src/components/ui/toast-model';
import type { TravelWorld } from '../world';

/**
 * Tasks for the toast machine (web/src/components/ui/toast.machine.ts) on
 * the scenario's simulated clock. The toaster sends the same events from
 * Radix: pointer over or focus in the viewport pauses, leaving resumes; the
 * close button, a swipe to the right and Escape dismiss.
 */
const NAME = 'toast';

/** The messages with their own duration, as the feature names them (titles are placeholders). */
const TIMED_MESSAGES: Record<string, { message: TimedMessage; title: string }> = {
  'trial-started': { message: 'trialStarted', title: 'Trial started' },
  'trial-cancelled': { message: 'trialCancelled', title: 'Trial cancelled' },
};

function toaster(world: TravelWorld) {
  const { machines } = world;
  return machines.find<ToastMachine>(NAME) ?? machines.start(NAME, createToastMachine(machines.clock), { input: undefined });
}

export function showMessage(world: TravelWorld, title: string, duration?: number): void {
  const actor = toaster(world);
  // Every `show` of the app carries a new key; the machine needs nothing else from it.
  const toast: CurrentToast = { key: (actor.getSnapshot().context.toast?.key ?? 0) + 1, title, duration };
  actor.send({ type: 'show', toast });
  world.machines.assertHealthy();
}

export function timedMessageTitle(kind: string): string {
  const timed = TIMED_MESSAGES[kind];
  if (!timed) throw new Error(`Unknown message "${kind}": use ${Object.keys(TIMED_MESSAGES).join(', ')}`);
  return timed.title;
}

export function showTimedMessage(world: TravelWorld, kind: string): void {
  const title = timedMessageTitle(kind);
  showMessage(world, title, MESSAGE_DURATIONS_MS[TIMED_MESSAGES[kind]!.message]);
}

export function startReading(world: TravelWorld): void {
  toaster(world).send({ type: 'pause' });
}

export function stopReading(world: TravelWorld): void {
  toaster(world).send({ type: 'resume' });
}

export function dismissMessage(world: TravelWorld): void {
  toaster(world).send({ type: 'dismiss' });
}

/** The title of the message on screen, or undefined when none is. */
export function visibleMessage(world: TravelWorld): string | undefined {
  const snapshot = toaster(world).getSnapshot();
  return isToastVisible(snapshot) ? snapshot.context.toast?.title : undefined;
}

export function assertVisible(world: TravelWorld, title: string): void {
  assert.equal(visibleMessage(world), title, `the message on screen at ${world.machines.now()} ms`);
}

export function assertNoneVisible(world: TravelWorld): void {
  assert.equal(visibleMessage(world), undefined, `a message is still on screen at ${world.machines.now()} ms`);
}

export function assertTimeLeft(world: TravelWorld, ms: number): void {
  assert.equal(toastTimeLeft(toaster(world).getSnapshot(), world.machines.now()), ms, 'milliseconds left before the message closes');
}
