/** The workouts module's only public door: other modules import nothing else. */
export { workoutsModule } from './workouts.module';
export { WorkoutsTokens } from './workouts.tokens';
export { createWorkouts, type Workouts, type WorkoutsConfig, type WorkoutsDeps } from './create-workouts';
export type { SessionHistory, CompletedSessionSummary } from './application/session-history.port';
export type { SessionStats, SessionTally, SessionPlace, RecordedSession } from './application/session-stats.port';
export type { WorkoutPlanner, PlannedWorkout, PlannerEngine } from './application/ports/workout-planner.port';
export type { WorkoutAllowance, AllowanceSpend } from './application/ports/workout-allowance.port';
export type { FreeWorkoutPass } from './application/ports/free-workout-pass.port';
export type { ProAccess } from './application/ports/pro-access.port';
export type { SessionScoring, ScorableSession, SessionScore, ProgressStanding } from './application/ports/session-scoring.port';
export type { TravellerWeights } from './application/ports/traveller-weights.port';
export { WORKOUT_SESSION_COMPLETED, type WorkoutSessionCompleted } from './application/workout-completed.event';
export { toPlannerInput, type PlanRequest } from './application/plan-request';
export {
  designPlanSession,
  designPlanSessionInEvery,
  type PlanSessionRequest,
  type PlanSessionWorkout,
} from './application/design-plan-session';
export { runnerSeconds } from './application/generator/runner-timeline';
export { exerciseGuideNotes, type ExerciseGuideNotes } from './application/exercise-guide-notes';
export type { PlannerInput } from './domain/planner-input';
export type { WorkoutPlan, PlanBlock, PlannedExercise } from './domain/workout-plan';
export type { PlanWorkoutFailure } from './domain/plan-workout';
export { DIFFICULTY_BANDS, type Exercise, type Level } from './domain/exercise';
/** The catalogue data, for the database seed (src/app/database/seeds). */
export { EXERCISES } from './data/exercises';
export { EXERCISE_ALIASES } from './data/exercise-aliases';
