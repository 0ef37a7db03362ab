import type { ServiceIdentifier } from 'inversify';
import type { AdminDirectory } from './application/ports/admin-directory.port';
import type { FreeWorkoutPass } from './application/ports/free-workout-pass.port';
import type { WorkoutAllowance } from './application/ports/workout-allowance.port';
import type { WorkoutGenerationLog } from './application/ports/workout-generation-log.port';
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
  /**
   * The accounts facade under its own key (accounts binds `accounts.Facade`): read
   * by key, because accounts imports workouts and an import back would be a cycle.
   */
  AdminDirectory: Symbol.for('accounts.Facade') as ServiceIdentifier<AdminDirectory>,
} as const;

/** The module's own ports; not exported from index.ts. */
export const WorkoutsInternalTokens = {
  GenerationLog: Symbol.for('workouts.GenerationLog') as ServiceIdentifier<WorkoutGenerationLog>,
} as const;
