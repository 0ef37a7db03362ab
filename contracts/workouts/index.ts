export * from './workouts.schemas';
export * from './places';
export * from './workouts.errors';
export { workoutsContract } from './workouts.contract';
export * from './exercise-media.schemas';
