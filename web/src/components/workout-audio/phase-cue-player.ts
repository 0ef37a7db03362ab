import type { BeepPlayer } from './beep-player';
import { phaseSounds, phaseVibration, samePhaseEnd, type PhaseEnd } from './cues';
import type { Vibrator } from './vibrator';

/** A phase that ends within this of now ran out (its timer fired): one that ends later was cut short. */
const RAN_OUT_MARGIN_MS = 50;

/**
 * Follows a workout screen's running phase: its count beeps and its cue on
 * the Web Audio clock, the same as a vibration pattern. A new phase that
 * follows one that ran out leaves that one's cue sounding; a phase cut short
 * (a pause, a reset, a skip, the workout left) is silenced first. One per
 * workout, so the get-ready countdown's `go` carries over into the workout
 * that follows it, and the last set's `done` into the completion screen.
 */
export class PhaseCuePlayer {
  private current: PhaseEnd | null = null;
  private heard = { volume: -1, effects: false };

  constructor(
    private readonly beeps: BeepPlayer,
    private readonly vibrator: Vibrator,
  ) {}

  /**
   * The phase running now (`nowMs` on the page's clock), or null when none
   * runs (paused, over). Nothing sounds or vibrates when `effects` are off.
   */
  follow(end: PhaseEnd | null, nowMs: number, { volume, effects }: { volume: number; effects: boolean }): void {
    // The same phase with the same settings (the page drew again): what is scheduled stands.
    if (samePhaseEnd(end, this.current) && volume === this.heard.volume && effects === this.heard.effects) return;
    this.heard = { volume, effects };
    this.release(nowMs);
    this.current = end;
    if (!end || !effects) return;
    this.beeps.add(phaseSounds(end, nowMs), nowMs, volume);
    this.vibrator.schedule(phaseVibration(end, nowMs));
  }

  /** No phase runs any more: a cue already due finishes; whatever was still to come is dropped. */
  release(nowMs: number): void {
    const ranOut = this.current !== null && this.current.deadline <= nowMs + RAN_OUT_MARGIN_MS;
    if (ranOut) this.current = null;
    else this.silence();
  }

  /** Drops everything, a cue sounding now included (the screen is gone). */
  silence(): void {
    this.current = null;
    this.beeps.cancel();
    this.vibrator.cancel();
  }
}
