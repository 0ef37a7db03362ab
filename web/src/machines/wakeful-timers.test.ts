import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWakefulTimers, type TimerRequest, type TimerWorker } from './wakeful-timers';

/** A page whose visibility the test sets, as the browser does when its tab goes behind another. */
class Page extends EventTarget {
  visibilityState = 'visible';
  show(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** Stands in for timer.worker.ts: it records what the page asks, and the test answers for it. */
class FakeWorker implements TimerWorker {
  readonly requests: TimerRequest[] = [];
  onmessage: TimerWorker['onmessage'] = null;
  onerror: TimerWorker['onerror'] = null;
  postMessage(request: TimerRequest) {
    this.requests.push(request);
  }
  fire(id: number) {
    this.onmessage?.({ data: id });
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

function setUp({ withWorker = true } = {}) {
  const page = new Page();
  const worker = new FakeWorker();
  const started = vi.fn(() => worker);
  const timers = createWakefulTimers(page, withWorker ? started : undefined);
  const fired: string[] = [];
  const set = (name: string, ms: number) => timers.setTimeout(() => fired.push(name), ms);
  return { page, worker, started, timers, fired, set };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timers that keep time in a hidden tab', () => {
  it('are the page’s own while it shows, so a faked page clock drives them, and start no worker', () => {
    const { started, fired, set } = setUp();
    set('rest over', 10_000);
    vi.advanceTimersByTime(9_999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['rest over']);
    expect(started).not.toHaveBeenCalled();
  });

  it('are kept by the worker, due at a wall-clock time, while the page is hidden', () => {
    const { page, worker, fired, set } = setUp();
    page.show('hidden');
    const id = set('rest over', 10_000);
    expect(worker.requests).toEqual([{ set: id, due: 1_010_000 }]);
    vi.advanceTimersByTime(20_000);
    expect(fired).toEqual([]);
    worker.fire(id);
    expect(fired).toEqual(['rest over']);
  });

  it('move to the worker, keeping their due time, when the page hides', () => {
    const { page, worker, fired, set } = setUp();
    const id = set('exercise over', 45_000);
    vi.advanceTimersByTime(5_000);
    page.show('hidden');
    expect(worker.requests).toEqual([{ set: id, due: 1_045_000 }]);
    vi.advanceTimersByTime(40_000);
    expect(fired).toEqual([]);
    worker.fire(id);
    worker.fire(id);
    expect(fired).toEqual(['exercise over']);
  });

  it('cleared in the worker never fire', () => {
    const { page, worker, timers, fired, set } = setUp();
    page.show('hidden');
    const id = set('rest over', 10_000);
    timers.clearTimeout(id);
    expect(worker.requests).toEqual([{ set: id, due: 1_010_000 }, { clear: id }]);
    worker.fire(id);
    expect(fired).toEqual([]);
  });

  it('come back to the page, still due on time, when the worker fails', () => {
    const { page, worker, fired, set } = setUp();
    page.show('hidden');
    set('rest over', 10_000);
    vi.advanceTimersByTime(4_000);
    worker.fail();
    set('next tick', 250);
    vi.advanceTimersByTime(5_999);
    expect(fired).toEqual(['next tick']);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['next tick', 'rest over']);
    expect(worker.requests).toHaveLength(1);
  });

  it('stay the page’s where there is no Worker (jsdom, Node)', () => {
    const { page, fired, set } = setUp({ withWorker: false });
    page.show('hidden');
    set('rest over', 10_000);
    vi.advanceTimersByTime(10_000);
    expect(fired).toEqual(['rest over']);
  });
});
