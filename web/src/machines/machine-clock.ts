import { createWakefulTimers, type PageVisibility, type TimerWorker } from './wakeful-timers';

/**
 * The clock a machine factory takes: the time (`now`) and timers. It is the
 * same shape as XState's `Clock` plus `now`, so tests and @machine steps pass
 * one `SimulatedClock` both to the factory and to `createActor(…, { clock })`,
 * and the machine's deadlines, its delays and its ticker agree.
 *
 * Keeping the clock out of the machine's context keeps its snapshots plain
 * data, which the runner persists across a reload.
 */
export interface MachineClock {
  /** Milliseconds on this clock (wall-clock time in the app: it keeps counting while a laptop sleeps). */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * The browser's `Worker`, absent in jsdom (vitest) and Node (the @machine
 * steps); read from `globalThis` as Node's types know no such value, and
 * named so because Vite builds the worker file it finds as `new Worker(new URL(…))`.
 */
const Worker = (globalThis as { Worker?: new (url: URL, options: { type: 'module' }) => TimerWorker }).Worker;

const timers = createWakefulTimers(
  (globalThis as { document?: PageVisibility }).document,
  Worker ? () => new Worker(new URL('./timer.worker.ts', import.meta.url), { type: 'module' }) : undefined,
);

/**
 * The browser's clock. Its timers keep time in a hidden tab too: while the
 * page is hidden a dedicated worker keeps them (`wakeful-timers.ts`), while
 * it shows the page's own timers do. The app's actors take it as their
 * XState clock as well (`useActorRef(…, { clock: browserClock })`), so their
 * delays keep time the same way.
 */
export const browserClock: MachineClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => timers.setTimeout(fn, ms),
  clearTimeout: (id) => timers.clearTimeout(id as number),
};
