/**
 * The beeps a timer makes as it nears zero (spec 2 §9), as data: when each
 * sounds on the timer's own clock, its pitch and its length. The audio
 * player turns them into oscillators on the Web Audio clock; tests and
 * @machine steps read them directly.
 */
export interface Beep {
  /** The clock time (ms) the beep starts: 3, 2 and 1 s before the deadline. */
  at: number;
  frequency: number;
  durationMs: number;
}

/** The default beep (spec 2 §9), also the settings' test beep. */
export const DEFAULT_BEEP = { frequency: 700, durationMs: 200 } as const;

/** How many final seconds beep. */
export const BEEP_SECONDS = 3;

export type BeepVoice = 'countdown' | 'workout';

/**
 * Pitch by seconds left `n` (3, 2, 1): the get-ready countdown rises from
 * 500 Hz (500 + (3 − n) × 100, 180 ms); the workout timer from 600 Hz
 * (600, 700, 800, 200 ms).
 */
export function beepAt(voice: BeepVoice, secondsLeft: number): Omit<Beep, 'at'> {
  const step = (BEEP_SECONDS - secondsLeft) * 100;
  return voice === 'countdown' ? { frequency: 500 + step, durationMs: 180 } : { frequency: 600 + step, durationMs: 200 };
}

/**
 * The beeps still to come for a timer that reaches zero at `deadline`, seen at
 * `now`: one at each of the last 3 whole seconds that has not started yet.
 * A beep due this very millisecond still counts; one already past does not.
 */
export function beepsBefore(voice: BeepVoice, deadline: number, now: number): Beep[] {
  const beeps: Beep[] = [];
  for (let n = BEEP_SECONDS; n >= 1; n -= 1) {
    const at = deadline - n * 1000;
    if (at >= now) beeps.push({ at, ...beepAt(voice, n) });
  }
  return beeps;
}
