import type { ServiceIdentifier } from 'inversify';
import type { WorkoutPlanner } from './application/ports/workout-planner.port';
import type { SessionHistory } from './application/session-history.port';

export const WorkoutsTokens = {
  /** Read facade: a user's completed sessions. */
  SessionHistory: Symbol.for('workouts.SessionHistory') as ServiceIdentifier<SessionHistory>,
  /** Designs workouts (the local engine by default). */
  WorkoutPlanner: Symbol.for('workouts.WorkoutPlanner') as ServiceIdentifier<WorkoutPlanner>,
} as const;
