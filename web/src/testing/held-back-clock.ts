import type { MachineClock } from '../machines/machine-clock';

/**
 * A clock whose timers never fire by themselves, like a tab the browser
 * throttles or a laptop asleep: only a press, the page showing again or a
 * later timer show a machine that time has passed. `release()` fires the
 * held timers late.
 */
export class HeldBackClock implements MachineClock {
  private time = 0;
  private ids = 0;
  private readonly held = new Map<number, () => void>();
  now = (): number => this.time;
  setTimeout = (fn: () => void): number => {
    this.held.set(++this.ids, fn);
    return this.ids;
  };
  clearTimeout = (id: unknown): void => {
    this.held.delete(id as number);
  };
  advance(ms: number): void {
    this.time += ms;
  }
  release(): void {
    const due = [...this.held.values()];
    this.held.clear();
    for (const fn of due) fn();
  }
}
