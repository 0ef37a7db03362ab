import type { ServiceIdentifier } from 'inversify';
import type { FreeWorkoutPass } from './application/ports/free-workout-pass.port';
import type { WorkoutAllowance } from './application/ports/workout-allowance.port';
import type { WorkoutPlanner } from './application/ports/workout-planner.port';
import type { SessionHistory } from './application/session-history.port';

export const WorkoutsTokens = {
  /** Read facade: a user's completed sessions. */
  SessionHistory: Symbol.for('workouts.SessionHistory') as ServiceIdentifier<SessionHistory>,
  /** Designs workouts (the local engine by default). */
  WorkoutPlanner: Symbol.for('workouts.WorkoutPlanner') as ServiceIdentifier<WorkoutPlanner>,
  /** Port this module needs and the usage module provides (bound in usage.module.ts): the weekly allowance. */
  Allowance: Symbol.for('workouts.Allowance') as ServiceIdentifier<WorkoutAllowance>,
  /** Port this module needs and the usage module provides (bound in usage.module.ts): the one free workout. */
  FreeWorkoutPass: Symbol.for('workouts.FreeWorkoutPass') as ServiceIdentifier<FreeWorkoutPass>,
} as const;
