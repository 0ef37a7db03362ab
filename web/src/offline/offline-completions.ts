import { sessionsContract } from '../../../contracts/workouts/session.contract';
import { workoutsContract } from '../../../contracts/workouts/workouts.contract';
import { bodyOf, createApiClient } from '../api/api-client';
import { CompletionQueue, type Completion } from './completion-queue';
import { IndexedDbCompletionStore } from './indexed-db-completion-store';

const sessions = createApiClient(sessionsContract);
const workouts = createApiClient(workoutsContract);

/** The two calls that record a finished session; both count a completion id once. */
async function sendCompletion(completion: Completion) {
  switch (completion.kind) {
    case 'session':
      return bodyOf(await sessions.completeSession({ body: completion.body }), 200);
    case 'workout':
      return bodyOf(await workouts.completeWorkout({ body: completion.body }), 200);
  }
}

/**
 * The app's one completion queue (docs/adr/0046): quick flight and the
 * generator's player record their sessions through it.
 */
export const offlineCompletions = new CompletionQueue(new IndexedDbCompletionStore(), sendCompletion);

let started = false;

/** Sends what an earlier visit queued, now and whenever the browser comes back online. Once per page. */
export function startOfflineCompletions(): void {
  if (started) return;
  started = true;
  const flush = () => void offlineCompletions.flush().catch((error: unknown) => console.warn('Queued workouts were not sent', error));
  globalThis.addEventListener('online', flush);
  flush();
}
