/**
 * The generator feature's public door: the flow /app mounts for travellers
 * with a trial or a plan. Its sound is shared with every workout screen in
 * components/workout-audio.
 */
export { GeneratorFlow } from './generator-flow';
