/** The workout's sound, for any workout screen: beeps on the Web Audio clock, the music loop, the settings and their controls. */
export { AudioControls } from './audio-controls';
export { beepAt, beepsBefore, DEFAULT_BEEP, type Beep, type BeepVoice } from './beeps';
export { useWorkoutAudio, type WorkoutAudio } from './use-workout-audio';
