export * from './workouts.schemas';
export * from './generator.schemas';
export * from './places';
export * from './vocabulary';
export * from './exercise-media.errors';
export * from './workouts.errors';
export { workoutsContract } from './workouts.contract';
export * from './exercise-media.schemas';
