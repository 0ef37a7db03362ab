import { useMemo } from 'react';
import { beepsBefore, useWorkoutAudio } from '../generator';
import type { PlayerCue } from './machines/player.machine';

/**
 * The one place the player's cues meet the app's workout sound: the
 * generator's beeps on the Web Audio clock (600, 700, 800 Hz for the last 3,
 * 2 and 1 seconds), with the traveller's sound settings, and its music while
 * the player plays. When the workout sound moves to a module of its own, only
 * this file changes.
 */
export interface PlayerAudio {
  /** Wakes the audio: call from a press (Start), as browsers require. */
  unlock: () => void;
  /** Replaces the beeps to come with these cues (timed on the page's clock, `nowMs` now). */
  play: (cues: readonly PlayerCue[], nowMs: number) => void;
}

/** The workout voice's beep for a cue: the one `beepsBefore` lists at the cue's own time. */
const beepFor = (cue: PlayerCue) => beepsBefore('workout', cue.at + cue.secondsLeft * 1000, cue.at).slice(0, 1);

export function usePlayerAudio(playing: boolean): PlayerAudio {
  const { unlock, scheduleBeeps } = useWorkoutAudio(playing);
  return useMemo(() => ({ unlock, play: (cues, nowMs) => scheduleBeeps(cues.flatMap(beepFor), nowMs) }), [unlock, scheduleBeeps]);
}
