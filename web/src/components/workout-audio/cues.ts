import { beepsBefore, type Beep, type BeepVoice } from './beeps';

/**
 * What a workout screen says when a phase ends (issue 11, "Every runner
 * talks and shows"): `rest` when a set ends and a rest starts, `go` when a
 * set starts (after a rest, or after the get-ready countdown), `switch-sides`
 * halfway through a per-side set, `done` when the last set ends.
 */
export type PhaseCue = 'go' | 'rest' | 'switch-sides' | 'done';

/** A running phase as a cue scheduler needs it: when it reaches zero and what is said then. */
export interface PhaseEnd {
  /** Clock time (ms) the phase reaches zero. */
  deadline: number;
  cue: PhaseCue;
  /** The pitch of the beeps before it (spec 2 §9): the get-ready countdown's or the workout timer's. */
  voice?: BeepVoice;
}

/** The tones of each cue, from the moment it is due: distinct from the 600–800 Hz count beeps before it. */
const CUE_TONES: Record<PhaseCue, readonly Omit<Beep, 'at'>[]> = {
  // One long, higher tone: the count's "3, 2, 1" then "go".
  go: [{ frequency: 1000, durationMs: 450 }],
  // Falling: ease off.
  rest: [
    { frequency: 800, durationMs: 160 },
    { frequency: 500, durationMs: 320 },
  ],
  // Two quick equal tones.
  'switch-sides': [
    { frequency: 900, durationMs: 120 },
    { frequency: 900, durationMs: 120 },
  ],
  // Rising: the end.
  done: [
    { frequency: 600, durationMs: 160 },
    { frequency: 800, durationMs: 160 },
    { frequency: 1000, durationMs: 400 },
  ],
};

/** The pause between two tones of one cue. */
const CUE_GAP_MS = 60;

/** A cue's tones, the first starting at `at`, each after the previous one and a short gap. */
export function cueTones(cue: PhaseCue, at: number): Beep[] {
  const tones: Beep[] = [];
  let start = at;
  for (const tone of CUE_TONES[cue]) {
    tones.push({ at: start, ...tone });
    start += tone.durationMs + CUE_GAP_MS;
  }
  return tones;
}

/**
 * Everything a running phase will still sound, seen at `now`: a beep at each
 * of its last 3 whole seconds not yet begun (spec 2 §9), then its cue at the
 * deadline. A phase already over sounds nothing: a page that catches up after
 * a hidden spell does not replay cues that are past.
 */
export function phaseSounds(end: PhaseEnd, now: number): Beep[] {
  if (end.deadline < now) return [];
  return [...beepsBefore(end.voice ?? 'workout', end.deadline, now), ...cueTones(end.cue, end.deadline)];
}

/** How long each count beep vibrates, and each cue (a `navigator.vibrate` pattern: on, off, on…). */
const BEEP_VIBRATION_MS = 60;
const CUE_VIBRATION: Record<PhaseCue, readonly number[]> = {
  go: [400],
  rest: [150, 100, 150],
  'switch-sides': [100, 80, 100, 80, 100],
  done: [200, 100, 200, 100, 400],
};

/** A vibration pattern and the clock time (ms) it should begin. */
export interface Vibration {
  at: number;
  pattern: number[];
}

/**
 * The phase's sounds as one vibration pattern: a short buzz with each count
 * beep, the cue's pattern at the deadline. It begins at the first beep still
 * to come; the device times the rest, as the audio clock does the tones.
 * Null when nothing is left to feel.
 */
export function phaseVibration(end: PhaseEnd, now: number): Vibration | null {
  if (end.deadline < now) return null;
  const beeps = beepsBefore(end.voice ?? 'workout', end.deadline, now);
  const pattern: number[] = [];
  let cursor = beeps[0]?.at ?? end.deadline;
  const at = cursor;
  for (const beep of beeps) {
    if (pattern.length > 0) pattern.push(beep.at - cursor);
    pattern.push(BEEP_VIBRATION_MS);
    cursor = beep.at + BEEP_VIBRATION_MS;
  }
  if (pattern.length > 0) pattern.push(end.deadline - cursor);
  pattern.push(...CUE_VIBRATION[end.cue]);
  return { at, pattern };
}

/** Whether two phase ends would sound the same (for `useSelector`, and to skip rescheduling). */
export const samePhaseEnd = (a: PhaseEnd | null, b: PhaseEnd | null): boolean =>
  a === b || (a !== null && b !== null && a.deadline === b.deadline && a.cue === b.cue && a.voice === b.voice);
