import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { overloadDetector } from './overload-detector';
import { watchPool, type WatchedPool } from './pool-watch';

const limits = { maxEventLoopDelayMs: 50, maxPoolWaitMs: 100 };

describe('the overload decision', () => {
  it('sheds while the event loop lags more than its limit', () => {
    let delay = 10;
    const overloaded = overloadDetector({ eventLoopDelayMs: () => delay, poolWaitMs: () => 0 }, limits);
    expect(overloaded()).toBeUndefined();
    delay = 51;
    expect(overloaded()).toBe('event-loop-delay');
    delay = 50;
    expect(overloaded()).toBeUndefined();
  });

  it('sheds while a request has waited longer than its limit for a database connection', () => {
    let wait = 0;
    const overloaded = overloadDetector({ eventLoopDelayMs: () => 0, poolWaitMs: () => wait }, limits);
    wait = 101;
    expect(overloaded()).toBe('pool-wait');
    wait = 0;
    expect(overloaded()).toBeUndefined();
  });
});

/** A pool that emits tarn's acquire events when told to. */
class FakePool extends EventEmitter implements WatchedPool {
  numUsed = () => 10;
  numFree = () => 0;
  numPendingAcquires = () => 0;
}

describe('watching the pool', () => {
  it('tells how long the oldest acquire still waiting has waited, and how long each acquire waited', () => {
    let now = 1_000;
    const pool = new FakePool();
    const watch = watchPool(pool, () => now);
    const waits: number[] = [];
    watch.onAcquired((waitMs) => waits.push(waitMs));
    expect(watch.oldestWaitMs()).toBe(0);

    pool.emit('acquireRequest', 1);
    now += 40;
    pool.emit('acquireRequest', 2);
    now += 80;
    expect(watch.oldestWaitMs()).toBe(120);

    pool.emit('acquireSuccess', 1);
    expect(waits).toEqual([120]);
    expect(watch.oldestWaitMs()).toBe(80);

    pool.emit('acquireFail', 2);
    expect(watch.oldestWaitMs()).toBe(0);
    expect(waits).toEqual([120]);
  });

  it('stops following the pool when stopped', () => {
    let now = 0;
    const pool = new FakePool();
    const watch = watchPool(pool, () => now);
    watch.stop();
    pool.emit('acquireRequest', 1);
    now += 500;
    expect(watch.oldestWaitMs()).toBe(0);
    expect(pool.listenerCount('acquireRequest')).toBe(0);
  });
});
