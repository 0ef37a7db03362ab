import type { ClientEventName } from '../../../contracts/analytics/analytics.schemas';
import { trackingAllowed } from './tracking-allowed';

/** How an event leaves: loaded on first use, so neither the contract nor the sender is in the first paint's code. */
type Sender = (eventName: ClientEventName, data: object) => Promise<void>;
let sender: Promise<Sender> | undefined;

function loadSender(): Promise<Sender> {
  return import('./send-event').then(
    (module) => module.sendEvent,
    (error: unknown) => {
      // A chunk that failed to load (a flaky connection) is tried again with the next event.
      sender = undefined;
      throw error;
    },
  );
}

/** Runs `work` when the browser is idle (soon after at the latest), never in the way of a paint. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 1);
}

/**
 * Reports one first-party event (`page_view`, `waitlist_signup`,
 * `free_workout_started`, `free_workout_completed`) with its details, after
 * the browser is idle. Nothing is sent when the visitor asked not to be
 * tracked. It never throws and never waits: a failure is only logged (spec 2 §7).
 */
export function track(eventName: ClientEventName, data: object = {}): void {
  if (!trackingAllowed()) return;
  whenIdle(() => {
    sender ??= loadSender();
    sender.then((send) => send(eventName, data)).catch((error: unknown) => console.warn(`analytics: could not send ${eventName}`, error));
  });
}
