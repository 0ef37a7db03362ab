import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { earlyFiringClock } from '../../testing/early-clock';
import { isToastVisible, toastMachine, toastTimeLeft } from './toast.machine';
import type { CurrentToast } from './toast-model';

let key = 0;
const toast = (title: string, duration?: number): CurrentToast => ({ key: ++key, title, duration });

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock, input: { now: () => clock.now() } });
  actor.start();
  return {
    actor,
    clock,
    visible: () => isToastVisible(actor.getSnapshot()),
    title: () => actor.getSnapshot().context.toast?.title,
    timeLeft: () => toastTimeLeft(actor.getSnapshot()),
  };
}

describe('toast machine', () => {
  it('shows nothing until asked', () => {
    const { visible, timeLeft } = start();
    expect(visible()).toBe(false);
    expect(timeLeft()).toBe(0);
  });

  it('closes a toast after 5000 ms by default', () => {
    const { actor, clock, visible } = start();
    actor.send({ type: 'show', toast: toast('Saved') });
    clock.increment(4999);
    expect(visible()).toBe(true);
    clock.increment(1);
    expect(visible()).toBe(false);
  });

  it('honours a toast’s own duration', () => {
    const { actor, clock, visible, timeLeft } = start();
    actor.send({ type: 'show', toast: toast('Trial cancelled', 4000) });
    expect(timeLeft()).toBe(4000);
    clock.increment(3999);
    expect(visible()).toBe(true);
    clock.increment(1);
    expect(visible()).toBe(false);
  });

  it('replaces the visible toast and gives the new one its full time', () => {
    const { actor, clock, visible, title } = start();
    actor.send({ type: 'show', toast: toast('First') });
    clock.increment(4000);
    actor.send({ type: 'show', toast: toast('Second') });
    expect(title()).toBe('Second');
    clock.increment(4999);
    expect(visible()).toBe(true);
    clock.increment(1);
    expect(visible()).toBe(false);
  });

  it('pauses with the time left (deadline − now) and resumes from there', () => {
    const { actor, clock, visible, timeLeft } = start();
    actor.send({ type: 'show', toast: toast('Saved') });
    clock.increment(3200);
    actor.send({ type: 'pause' });
    expect(timeLeft()).toBe(1800);
    clock.increment(60_000);
    expect(visible()).toBe(true);
    expect(timeLeft()).toBe(1800);
    actor.send({ type: 'resume' });
    clock.increment(1799);
    expect(visible()).toBe(true);
    expect(timeLeft()).toBe(1);
    clock.increment(1);
    expect(visible()).toBe(false);
  });

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

  it('keeps a toast shown while being read paused, with its full time', () => {
    const { actor, clock, visible, title, timeLeft } = start();
    actor.send({ type: 'show', toast: toast('First') });
    clock.increment(2000);
    actor.send({ type: 'pause' });
    actor.send({ type: 'show', toast: toast('Second') });
    clock.increment(10_000);
    expect(title()).toBe('Second');
    expect(timeLeft()).toBe(5000);
    actor.send({ type: 'resume' });
    clock.increment(5000);
    expect(visible()).toBe(false);
  });

  it('closes at once when dismissed, whether counting or paused', () => {
    const { actor, clock, visible } = start();
    actor.send({ type: 'show', toast: toast('One') });
    actor.send({ type: 'dismiss' });
    expect(visible()).toBe(false);
    actor.send({ type: 'show', toast: toast('Two') });
    actor.send({ type: 'pause' });
    actor.send({ type: 'dismiss' });
    expect(visible()).toBe(false);
    // Nothing left to fire later.
    clock.increment(10_000);
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
    const { clock: earlyClock, now, advanceTo } = earlyFiringClock();
    const actor = createActor(toastMachine, { clock: earlyClock, input: { now } }).start();
    actor.send({ type: 'show', toast: toast('Early') });
    advanceTo(4900);
    expect(isToastVisible(actor.getSnapshot())).toBe(true);
    expect(toastTimeLeft(actor.getSnapshot())).toBe(100);
    advanceTo(5000);
    expect(isToastVisible(actor.getSnapshot())).toBe(false);
  });
});
