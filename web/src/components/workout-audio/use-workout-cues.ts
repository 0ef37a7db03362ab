import { useEffect } from 'react';
import { browserClock } from '../../machines/machine-clock';
import type { PhaseEnd } from './cues';
import type { WorkoutAudio } from './use-workout-audio';

/**
 * Makes a workout screen talk: while a phase runs, its last 3 seconds beep
 * and its end sounds a cue (`go`, `rest`, `switch-sides`, `done`) on the Web
 * Audio clock, with a vibration pattern where the device has one; nothing
 * when sound effects are off. `end` comes from the screen's machine (its
 * running phase's deadline and what follows), null while nothing runs.
 * Rescheduled only when the deadline, the cue or the settings change, so
 * the ticking seconds cost nothing.
 *
 * @example
 *   const audio = useWorkoutAudio(active);
 *   useWorkoutCues(audio, useSelector(actor, runnerPhaseEnd, samePhaseEnd));
 */
export function useWorkoutCues(audio: WorkoutAudio, end: PhaseEnd | null): void {
  const { followPhase } = audio;
  const deadline = end?.deadline;
  const cue = end?.cue;
  const voice = end?.voice;
  useEffect(() => {
    const phase: PhaseEnd | null = deadline === undefined || cue === undefined ? null : { deadline, cue, voice };
    followPhase(phase, browserClock.now());
  }, [followPhase, deadline, cue, voice]);
}
