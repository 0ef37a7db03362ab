import type { MachineClock } from '../../machines/machine-clock';
import type { Vibration } from './cues';

/** `navigator.vibrate`, where the device has it. */
export type VibrateFunction = (pattern: number | number[]) => boolean;

const deviceVibrate = (): VibrateFunction | undefined => {
  const device = globalThis.navigator as (Navigator & { vibrate?: VibrateFunction }) | undefined;
  return typeof device?.vibrate === 'function' ? device.vibrate.bind(device) : undefined;
};

/** A vibration that starts this late is dropped rather than felt off the beat (a hidden page's timers run late; it may not vibrate anyway). */
export const LATE_VIBRATION_MS = 250;

/**
 * Starts a phase's vibration pattern at its time. The Vibration API has no
 * clock to schedule on, so one page timer starts the pattern at its first
 * beep and the device times the rest. Browsers vibrate only for a page that
 * is shown and has been pressed; elsewhere this does nothing.
 */
export class Vibrator {
  private timer: unknown;
  /** Clock time (ms) the pattern started last will have ended: a cut-short phase stops it. */
  private until = 0;

  constructor(
    private readonly clock: MachineClock,
    private readonly vibrate: () => VibrateFunction | undefined = deviceVibrate,
  ) {}

  schedule(vibration: Vibration | null): void {
    this.clearTimer();
    const vibrate = this.vibrate();
    if (!vibration || !vibrate) return;
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = undefined;
        const now = this.clock.now();
        if (now - vibration.at > LATE_VIBRATION_MS) return;
        if (vibrate(vibration.pattern)) this.until = now + vibration.pattern.reduce((sum, ms) => sum + ms, 0);
      },
      Math.max(0, vibration.at - this.clock.now()),
    );
  }

  /** Drops the pattern to come and stops one still buzzing. */
  cancel(): void {
    this.clearTimer();
    if (this.clock.now() < this.until) this.vibrate()?.(0);
    this.until = 0;
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
