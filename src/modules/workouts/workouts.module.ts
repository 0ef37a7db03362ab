import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens, type Clock, type EventBus, type ViewerDirectory } from '../../shared/kernel';
import { KnexSessionHistory } from './adapters/knex-session-history';
import { KnexSessionStats } from './adapters/knex-session-stats';
import { LocalWorkoutPlanner } from './adapters/local-workout-planner';
import type { FreeWorkoutPass } from './application/ports/free-workout-pass.port';
import type { ProAccess } from './application/ports/pro-access.port';
import type { SessionScoring } from './application/ports/session-scoring.port';
import type { TravellerWeights } from './application/ports/traveller-weights.port';
import type { WorkoutAllowance } from './application/ports/workout-allowance.port';
import type { WorkoutPlanner } from './application/ports/workout-planner.port';
import { createWorkouts, type WorkoutsConfig } from './create-workouts';
import { EXERCISES } from './data/exercises';
import { WorkoutsTokens } from './workouts.tokens';

/**
 * Workouts: the exercise catalogue, the planner and completed sessions. Owns
 * the tables exercises, exercise_aliases, exercise_media, workout_generations,
 * workout_sessions, user_progress. Binds its read facades (session history and stats,
 * the planner: the local engine over the in-repo catalogue) and its routes;
 * `Allowance` and `FreeWorkoutPass` are bound by the usage module, `ProAccess`
 * by the subscriptions module, `SessionScoring` by the gamification module and
 * `TravellerWeights` by the accounts module.
 */
export function workoutsModule(config: WorkoutsConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(WorkoutsTokens.SessionHistory).toResolvedValue((knex: Knex) => new KnexSessionHistory(knex), [CoreTokens.Knex]);
    bind(WorkoutsTokens.SessionStats).toResolvedValue((knex: Knex) => new KnexSessionStats(knex), [CoreTokens.Knex]);
    bind(WorkoutsTokens.WorkoutPlanner).toConstantValue(new LocalWorkoutPlanner(EXERCISES));
    bind(CoreTokens.HttpRoutes).toResolvedValue(
      (
        knex: Knex,
        clock: Clock,
        events: EventBus,
        scoring: SessionScoring,
        weights: TravellerWeights,
        viewers: ViewerDirectory,
        planner: WorkoutPlanner,
        allowance: WorkoutAllowance,
        freePass: FreeWorkoutPass,
        proAccess: ProAccess,
      ) => createWorkouts({ config, knex, clock, events, scoring, weights, viewers, planner, allowance, freePass, proAccess }).routes,
      [
        CoreTokens.Knex,
        CoreTokens.Clock,
        CoreTokens.EventBus,
        WorkoutsTokens.SessionScoring,
        WorkoutsTokens.TravellerWeights,
        CoreTokens.Viewers,
        WorkoutsTokens.WorkoutPlanner,
        WorkoutsTokens.Allowance,
        WorkoutsTokens.FreeWorkoutPass,
        WorkoutsTokens.ProAccess,
      ],
    );
  });
}
