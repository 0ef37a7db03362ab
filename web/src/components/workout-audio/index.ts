/**
 * The workout's sound, shared by every workout screen (the generator, the
 * free runner, the quick-flight player): count beeps and phase cues on the
 * Web Audio clock with vibration, the music loop, the settings kept in local
 * storage and their controls. A screen needs two calls:
 *
 *   const audio = useWorkoutAudio(active);      // music while active; the settings
 *   useWorkoutCues(audio, phaseEnd);            // { deadline, cue } of the running phase, or null
 *   …
 *   <AudioControls audio={audio} />
 */
export { AudioControls } from './audio-controls';
export { beepsBefore, type Beep, type BeepVoice } from './beeps';
export { phaseSounds, samePhaseEnd, type PhaseCue, type PhaseEnd } from './cues';
export { useWorkoutAudio, type WorkoutAudio } from './use-workout-audio';
export { useWorkoutCues } from './use-workout-cues';
