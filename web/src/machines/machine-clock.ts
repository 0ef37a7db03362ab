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
 * The browser's clock. Each call reads the globals at that moment, so test
 * fakes installed after this module loaded still apply.
 */
export const browserClock: MachineClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};
