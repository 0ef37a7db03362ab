import type { Knex } from 'knex';

/** The parts of knex's pool (tarn) read here. */
export interface WatchedPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  on(event: 'acquireRequest', listener: (eventId: number) => void): void;
  on(event: 'acquireSuccess' | 'acquireFail', listener: (eventId: number) => void): void;
  removeListener(event: string, listener: (eventId: number) => void): void;
}

export interface PoolUsage {
  used: number;
  free: number;
  pending: number;
}

export interface PoolWatch {
  /** How long the oldest acquire still waiting for a connection has waited, in ms; 0 when none waits. */
  oldestWaitMs: () => number;
  usage(): PoolUsage;
  /** Called with each acquire's wait in ms, once it got its connection. */
  onAcquired(listener: (waitMs: number) => void): void;
  stop(): void;
}

/** The pool knex created for this instance (absent once destroyed). */
export function knexPool(knex: Knex): WatchedPool | undefined {
  return (knex.client as { pool?: WatchedPool }).pool;
}

/**
 * Follows a connection pool's acquires by their request and success/failure
 * events: how long the connections being waited for have been waited for,
 * and how long each acquire waited.
 */
export function watchPool(pool: WatchedPool | undefined, now: () => number = () => performance.now()): PoolWatch {
  // Insertion order is request order, so the first entry is the oldest waiting acquire.
  const waiting = new Map<number, number>();
  const acquiredListeners: ((waitMs: number) => void)[] = [];
  const requested = (eventId: number) => waiting.set(eventId, now());
  const acquired = (eventId: number) => {
    const since = waiting.get(eventId);
    if (since === undefined) return;
    waiting.delete(eventId);
    const waitMs = now() - since;
    for (const listener of acquiredListeners) listener(waitMs);
  };
  const failed = (eventId: number) => waiting.delete(eventId);
  pool?.on('acquireRequest', requested);
  pool?.on('acquireSuccess', acquired);
  pool?.on('acquireFail', failed);
  return {
    oldestWaitMs() {
      for (const since of waiting.values()) return Math.max(0, now() - since);
      return 0;
    },
    usage: () => ({ used: pool?.numUsed() ?? 0, free: pool?.numFree() ?? 0, pending: pool?.numPendingAcquires() ?? 0 }),
    onAcquired: (listener) => acquiredListeners.push(listener),
    stop() {
      pool?.removeListener('acquireRequest', requested);
      pool?.removeListener('acquireSuccess', acquired);
      pool?.removeListener('acquireFail', failed);
      waiting.clear();
    },
  };
}
