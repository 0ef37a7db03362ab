/**
 * The generator feature's public door: the flow /app mounts for travellers
 * with a trial or a plan, and the workout sound any workout screen may use.
 */
export { GeneratorFlow } from './generator-flow';
export { AudioControls, beepsBefore, useWorkoutAudio, type Beep, type WorkoutAudio } from './audio';
