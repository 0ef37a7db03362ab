/** What the page asks of `timer.worker.ts`: a timer `set` to fire at `due` (wall-clock ms), or one to `clear`. It answers with the id of each timer that fired. */
export type TimerRequest = { set: number; due: number } | { clear: number };

/** The part of a `Worker` these timers use (a test passes its own). */
export interface TimerWorker {
  postMessage(request: TimerRequest): void;
  onmessage: ((event: { data: number }) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** The part of `document` these timers watch. */
export interface PageVisibility {
  visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface WakefulTimers {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

interface Timer {
  readonly fn: () => void;
  /** Wall-clock ms it is due (`Date.now()`, the machines' clock). */
  readonly due: number;
  /** The page's timer, while the page's own timers keep it. */
  page?: ReturnType<typeof setTimeout>;
  inWorker?: true;
}

/**
 * Timers that keep time in a hidden tab. Chromium holds a hidden page's timers
 * back (to whole seconds, later to once a minute) but not a dedicated
 * worker's, so while the page is hidden a timer is kept by `timer.worker.ts`,
 * and the page's pending timers move there when it hides: a workout in a
 * background tab changes phase on time, and its cues are scheduled on time.
 *
 * A visible page keeps its own timers on purpose: Playwright's page clock
 * (the @ui scenarios of the generator, the runner and the quick flight) fakes
 * the page's timers and `Date`, not a worker's, and its pages never hide. So
 * do jsdom in vitest and Node in the @machine steps, which have no `Worker`
 * (`startWorker` undefined); a worker that cannot start or fails hands its
 * timers back to the page. The page's timers are read at each call, so test
 * fakes installed after this module loaded still apply.
 */
export function createWakefulTimers(page: PageVisibility | undefined, startWorker: (() => TimerWorker) | undefined): WakefulTimers {
  const pending = new Map<number, Timer>();
  let lastId = 0;
  let worker: TimerWorker | undefined;
  let workerFailed = startWorker === undefined;

  const fire = (id: number) => {
    const timer = pending.get(id);
    if (!timer) return; // cleared, or fired already
    pending.delete(id);
    timer.fn();
  };
  const onPage = (id: number, timer: Timer, ms: number) => {
    timer.page = setTimeout(() => fire(id), ms);
  };
  const backToPage = () => {
    workerFailed = true;
    worker = undefined;
    for (const [id, timer] of pending) {
      if (!timer.inWorker) continue;
      delete timer.inWorker;
      onPage(id, timer, Math.max(0, timer.due - Date.now()));
    }
  };
  const timerWorker = (): TimerWorker | undefined => {
    if (worker || workerFailed) return worker;
    try {
      worker = startWorker!();
    } catch {
      workerFailed = true;
      return undefined;
    }
    worker.onmessage = ({ data }) => fire(data);
    worker.onerror = backToPage;
    return worker;
  };
  /** Hands the timer to the worker if there is one; false if not. */
  const toWorker = (id: number, timer: Timer): boolean => {
    const to = timerWorker();
    if (!to) return false;
    timer.inWorker = true;
    to.postMessage({ set: id, due: timer.due });
    return true;
  };
  const hidden = () => page?.visibilityState === 'hidden';

  if (!workerFailed) {
    page?.addEventListener('visibilitychange', () => {
      if (!hidden()) return;
      for (const [id, timer] of pending) {
        if (timer.page === undefined || !toWorker(id, timer)) continue;
        clearTimeout(timer.page);
        delete timer.page;
      }
    });
  }

  return {
    setTimeout(fn, ms) {
      const id = ++lastId;
      const timer: Timer = { fn, due: Date.now() + ms };
      pending.set(id, timer);
      if (!(hidden() && toWorker(id, timer))) onPage(id, timer, ms);
      return id;
    },
    clearTimeout(id) {
      const timer = pending.get(id);
      if (!timer) return;
      pending.delete(id);
      if (timer.page !== undefined) clearTimeout(timer.page);
      if (timer.inWorker) worker?.postMessage({ clear: id });
    },
  };
}
