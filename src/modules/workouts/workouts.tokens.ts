import type { ServiceIdentifier } from 'inversify';
import type { FreeWorkoutPass } from './application/ports/free-workout-pass.port';
import type { ProAccess } from './application/ports/pro-access.port';
import type { SessionScoring } from './application/ports/session-scoring.port';
import type { TravellerWeights } from './application/ports/traveller-weights.port';
import type { WorkoutAllowance } from './application/ports/workout-allowance.port';
import type { WorkoutPlanner } from './application/ports/workout-planner.port';
import type { SessionHistory } from './application/session-history.port';
import type { SessionStats } from './application/session-stats.port';

export const WorkoutsTokens = {
  /** Read facade: a user's completed sessions. */
  SessionHistory: Symbol.for('workouts.SessionHistory') as ServiceIdentifier<SessionHistory>,
  /** Read facade: what a user's completed sessions add up to (history, analytics). */
  SessionStats: Symbol.for('workouts.SessionStats') as ServiceIdentifier<SessionStats>,
  /** Designs workouts (the local engine by default). */
  WorkoutPlanner: Symbol.for('workouts.WorkoutPlanner') as ServiceIdentifier<WorkoutPlanner>,
  /** Port this module needs and the usage module provides (bound in usage.module.ts): the weekly allowance. */
  Allowance: Symbol.for('workouts.Allowance') as ServiceIdentifier<WorkoutAllowance>,
  /** Port this module needs and the usage module provides (bound in usage.module.ts): the one free workout. */
  FreeWorkoutPass: Symbol.for('workouts.FreeWorkoutPass') as ServiceIdentifier<FreeWorkoutPass>,
  /** Port this module needs and the subscriptions module provides (bound in subscriptions.module.ts): the Pro generator's gate. */
  ProAccess: Symbol.for('workouts.ProAccess') as ServiceIdentifier<ProAccess>,
  /** Port this module needs and the gamification module provides (bound in gamification.module.ts): scoring a session in its transaction. */
  SessionScoring: Symbol.for('workouts.SessionScoring') as ServiceIdentifier<SessionScoring>,
  /** Port this module needs and the accounts module provides (bound in accounts.module.ts): body weight for the calories. */
  TravellerWeights: Symbol.for('workouts.TravellerWeights') as ServiceIdentifier<TravellerWeights>,
} as const;
