import { fromCallback, type EventObject } from 'xstate';
import type { MachineClock } from './machine-clock';

/** How often a ticker looks at the clock: often enough that a countdown shown in whole seconds never lags visibly. */
export const TICK_MS = 250;

/** What a ticker sends its parent. */
export interface TickEvent {
  type: 'tick';
}

/** The part of `document` a ticker listens to; absent outside a browser (the @machine steps run in Node). */
interface VisibilitySource {
  visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

const pageVisibility = (): VisibilitySource | undefined => (globalThis as { document?: VisibilitySource }).document;

/**
 * A callback actor that sends `tick` to the machine that invokes it: every
 * `TICK_MS` on `clock`, and at once when the page shows again (a background
 * tab's timers are held back, so the first news of the time that passed would
 * otherwise come late). Invoke it in the state that shows a running clock, as
 * XState's 7GUIs timer example does: it exists only while that state is active.
 */
export function ticker(clock: MachineClock) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const tick = () => sendBack({ type: 'tick' } satisfies TickEvent);
    let timer: unknown;
    const arm = () => {
      timer = clock.setTimeout(() => {
        arm();
        tick();
      }, TICK_MS);
    };
    arm();

    const page = pageVisibility();
    const onVisibilityChange = () => {
      if (page?.visibilityState === 'visible') tick();
    };
    page?.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clock.clearTimeout(timer);
      page?.removeEventListener('visibilitychange', onVisibilityChange);
    };
  });
}
