import { gainFor } from './beep-player';

/** The workout's music: an original loop made by scripts/make-workout-audio.ts (spec 2 §7 "Static assets"). */
export const MUSIC_URL = '/audio/workout.mp3';

/**
 * Loops the workout music. Browsers may refuse to start audio the page was
 * not asked for by a press; that refusal is only logged (spec 2 §4 "Audio").
 */
export class MusicPlayer {
  private audio: HTMLAudioElement | undefined;

  /** `onChange` hears when the music starts or stops (the settings' playing/stopped status). */
  constructor(private readonly onChange: (playing: boolean) => void = () => undefined) {}

  play(volume: number): void {
    if (!this.audio) {
      const audio = Object.assign(new Audio(MUSIC_URL), { loop: true, preload: 'auto' });
      audio.addEventListener('playing', () => this.onChange(true));
      audio.addEventListener('pause', () => this.onChange(false));
      this.audio = audio;
    }
    this.audio.volume = gainFor(volume);
    if (!this.audio.paused) return;
    this.audio.play().catch((error: unknown) => {
      console.info('Workout music did not start (autoplay blocked?)', error);
    });
  }

  setVolume(volume: number): void {
    if (this.audio) this.audio.volume = gainFor(volume);
  }

  stop(): void {
    if (!this.audio) return;
    this.audio.pause();
    this.audio.currentTime = 0;
  }

  get playing(): boolean {
    return this.audio !== undefined && !this.audio.paused;
  }
}
