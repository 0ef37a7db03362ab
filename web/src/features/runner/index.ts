/**
 * The runner feature's public door: how another feature hands it a workout.
 * Only this light storage helper is exported, so importing it never pulls
 * the runner page or its machine into another chunk.
 */
export { clearStoredWorkout, readStoredWorkout, STORED_WORKOUT_KEY, storeWorkout } from './stored-workout';
