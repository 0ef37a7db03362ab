import { ContainerModule } from 'inversify';

/**
 * Workouts: the exercise catalogue, the planner and completed sessions.
 * Owns the tables exercises, exercise_aliases, exercise_media, workout_generations, workout_sessions, user_progress. No bindings yet: its use cases, adapters and
 * routes arrive with the issue that builds the capability.
 */
export const workoutsModule = new ContainerModule(() => {});
