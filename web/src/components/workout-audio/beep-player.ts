import { DEFAULT_BEEP, type Beep } from './beeps';

/** A beep placed on the Web Audio clock: start and stop in the context's seconds. */
export interface ScheduledTone {
  frequency: number;
  start: number;
  stop: number;
}

/**
 * Where `beeps` (timed on the page's clock, `nowMs` now) fall on the audio
 * context's clock (`audioNow` seconds now). The audio hardware then starts
 * each one on time, whatever the page's timers are doing.
 */
export function toAudioClock(beeps: readonly Beep[], nowMs: number, audioNow: number): ScheduledTone[] {
  return beeps.map((beep) => {
    const start = audioNow + Math.max(0, beep.at - nowMs) / 1000;
    return { frequency: beep.frequency, start, stop: start + beep.durationMs / 1000 };
  });
}

/** Gain for a volume of 0 to 100, on a curve that sounds even: half the slider is clearly quieter, not silent. */
export const gainFor = (volume: number): number => (Math.max(0, Math.min(100, volume)) / 100) ** 2;

type AudioContextFactory = () => AudioContext | undefined;

const browserAudioContext: AudioContextFactory = () => {
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  return Context ? new Context() : undefined;
};

/**
 * Plays the timers' beeps on the Web Audio clock, never with `setTimeout`: a
 * throttled tab still beeps on time. `schedule` replaces whatever was
 * scheduled (the deadline moved: a pause, a reset, a new phase). The context
 * is made on the first call, which should follow a press (browsers keep
 * audio locked until the page is used).
 */
export class BeepPlayer {
  private context: AudioContext | undefined;
  private scheduled: { oscillator: OscillatorNode; stop: number }[] = [];

  constructor(private readonly createContext: AudioContextFactory = browserAudioContext) {}

  /** Creates or wakes the audio context: call from a press. */
  unlock(): AudioContext | undefined {
    this.context ??= this.createContext();
    if (this.context?.state === 'suspended') void this.context.resume().catch(() => undefined);
    return this.context;
  }

  /** Replaces whatever was scheduled with `beeps` (timed on the page's clock, `nowMs` now). */
  schedule(beeps: readonly Beep[], nowMs: number, volume: number): void {
    this.cancel();
    this.add(beeps, nowMs, volume);
  }

  /** Schedules `beeps` beside what is already scheduled (a cue still sounding as the next phase begins). */
  add(beeps: readonly Beep[], nowMs: number, volume: number): void {
    const context = this.context;
    if (!context || beeps.length === 0) return;
    this.scheduled = this.scheduled.filter((entry) => entry.stop > context.currentTime);
    for (const tone of toAudioClock(beeps, nowMs, context.currentTime)) {
      this.scheduled.push({ oscillator: this.tone(context, tone, volume), stop: tone.stop });
    }
  }

  /** The settings' test beep: the default 700 Hz for 200 ms, now. */
  test(volume: number): void {
    const context = this.unlock();
    if (!context) return;
    const start = context.currentTime;
    this.tone(context, { frequency: DEFAULT_BEEP.frequency, start, stop: start + DEFAULT_BEEP.durationMs / 1000 }, volume);
  }

  cancel(): void {
    for (const { oscillator } of this.scheduled) {
      try {
        oscillator.stop();
      } catch {
        /* already stopped */
      }
      oscillator.disconnect();
    }
    this.scheduled = [];
  }

  close(): void {
    this.cancel();
    void this.context?.close().catch(() => undefined);
    this.context = undefined;
  }

  private tone(context: AudioContext, tone: ScheduledTone, volume: number): OscillatorNode {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = tone.frequency;
    // A 10 ms fade in and out: a square edge clicks.
    gain.gain.setValueAtTime(0, tone.start);
    gain.gain.linearRampToValueAtTime(gainFor(volume), tone.start + 0.01);
    gain.gain.setValueAtTime(gainFor(volume), tone.stop - 0.01);
    gain.gain.linearRampToValueAtTime(0, tone.stop);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(tone.start);
    oscillator.stop(tone.stop);
    return oscillator;
  }
}
