import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens } from '../../shared/kernel';
import { KnexSessionHistory } from './adapters/knex-session-history';
import { LocalWorkoutPlanner } from './adapters/local-workout-planner';
import { EXERCISES } from './data/exercises';
import { WorkoutsTokens } from './workouts.tokens';

/**
 * Workouts: the exercise catalogue, the planner and completed sessions. Owns
 * the tables exercises, exercise_aliases, exercise_media, workout_generations,
 * workout_sessions, user_progress. Offers the session-history read facade and
 * the workout planner (the local engine over the in-repo catalogue).
 */
export const workoutsModule = new ContainerModule(({ bind }) => {
  bind(WorkoutsTokens.SessionHistory).toResolvedValue((knex: Knex) => new KnexSessionHistory(knex), [CoreTokens.Knex]);
  bind(WorkoutsTokens.WorkoutPlanner).toConstantValue(new LocalWorkoutPlanner(EXERCISES));
});
