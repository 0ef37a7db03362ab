/** The exercise-demo feature's public door: an exercise's animated demo with the spec's media fallback, and the media copy. */
export { ExerciseDemo, type ExerciseDemoProps } from './exercise-demo';
export { MediaMessages } from './media-messages';
export { prefetchExerciseDemos, type DemoSource } from './api/exercise-media.api';
