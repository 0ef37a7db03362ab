import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { QueuedCompletion, QueuedCompletionStore } from './completion-queue';

/**
 * Queued completions in IndexedDB (database `travelfit-offline`, store
 * `completions`), keyed by [queued at, completion id]: IndexedDB orders array
 * keys element by element, so `all` reads them oldest first. Every browser
 * that installs the app has IndexedDB, Safari included (docs/adr/0046).
 */
export class IndexedDbCompletionStore implements QueuedCompletionStore {
  private readonly db: UseStore;

  constructor(database = 'travelfit-offline') {
    this.db = createStore(database, 'completions');
  }

  async add(item: QueuedCompletion): Promise<void> {
    if ((await this.all()).some((queued) => queued.completionId === item.completionId)) return;
    await set([item.queuedAt, item.completionId], item, this.db);
  }

  async all(): Promise<QueuedCompletion[]> {
    return (await entries<IDBValidKey, QueuedCompletion>(this.db)).map(([, item]) => item);
  }

  async remove(completionId: string): Promise<void> {
    for (const [key, item] of await entries<IDBValidKey, QueuedCompletion>(this.db)) {
      if (item.completionId === completionId) await del(key, this.db);
    }
  }
}
