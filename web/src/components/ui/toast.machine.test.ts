import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { earlyFiringClock } from '../../testing/early-clock';
import { createToastMachine, isToastVisible, toastTimeLeft } from './toast.machine';
import type { CurrentToast } from './toast-model';

/**
 * What features/ui/toasts.feature does not say: repeated presses, what the
 * toaster keeps for its closing animation, and a clock that fires early. How
 * long messages stay, replacing, reading and dismissing are the feature's.
 */
let key = 0;
const toast = (title: string, duration?: number): CurrentToast => ({ key: ++key, title, duration });

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(createToastMachine(clock), { clock }).start();
  return {
    actor,
    clock,
    visible: () => isToastVisible(actor.getSnapshot()),
    title: () => actor.getSnapshot().context.toast?.title,
    timeLeft: () => toastTimeLeft(actor.getSnapshot(), clock.now()),
  };
}

describe('toast machine', () => {
  it('ignores a repeated pause or resume', () => {
    const { actor, clock, visible, timeLeft } = start();
    actor.send({ type: 'show', toast: toast('Saved') });
    actor.send({ type: 'resume' });
    clock.increment(1000);
    actor.send({ type: 'pause' });
    clock.increment(1000);
    actor.send({ type: 'pause' });
    expect(timeLeft()).toBe(4000);
    actor.send({ type: 'resume' });
    clock.increment(3000);
    actor.send({ type: 'resume' });
    clock.increment(999);
    expect(visible()).toBe(true);
    clock.increment(1);
    expect(visible()).toBe(false);
  });

  it('keeps the last toast after it closes, so it can animate out', () => {
    const { actor, clock, title } = start();
    actor.send({ type: 'show', toast: toast('Bye') });
    clock.increment(5000);
    expect(title()).toBe('Bye');
  });

  it('counts what is left when its timer fires before the deadline', () => {
    // The first timer fires 100 ms early; the deadline keeps the toast on screen.
    const { clock, advanceTo } = earlyFiringClock();
    const actor = createActor(createToastMachine(clock), { clock }).start();
    actor.send({ type: 'show', toast: toast('Early') });
    advanceTo(4900);
    expect(isToastVisible(actor.getSnapshot())).toBe(true);
    expect(toastTimeLeft(actor.getSnapshot(), clock.now())).toBe(100);
    advanceTo(5000);
    expect(isToastVisible(actor.getSnapshot())).toBe(false);
  });
});
