import type { MachineClock } from '../machines/machine-clock';

/**
 * A machine clock whose first timer fires 100 ms before it should, the way a
 * throttled or sleeping browser tab can: deadline-based machines must re-arm
 * instead of moving on. `advanceTo` fires due timers in order.
 */
export function earlyFiringClock() {
  let now = 0;
  const pending: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const clock: MachineClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      pending.push({ at: now + (ids === 0 ? ms - 100 : ms), fn, id: ++ids });
      return ids;
    },
    clearTimeout: (id) => {
      const index = pending.findIndex((timer) => timer.id === id);
      if (index >= 0) pending.splice(index, 1);
    },
  };
  const advanceTo = (time: number) => {
    for (;;) {
      pending.sort((a, b) => a.at - b.at);
      const next = pending[0];
      if (!next || next.at > time) break;
      pending.shift();
      now = next.at;
      next.fn();
    }
    now = time;
  };
  return { clock, advanceTo };
}
