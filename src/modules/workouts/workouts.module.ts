import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens } from '../../shared/kernel';
import { KnexSessionHistory } from './adapters/knex-session-history';
import { WorkoutsTokens } from './workouts.tokens';

/**
 * Workouts: the exercise catalogue, the planner and completed sessions. Owns
 * the tables exercises, exercise_aliases, exercise_media, workout_generations,
 * workout_sessions, user_progress. So far it offers the session-history read facade.
 */
export const workoutsModule = new ContainerModule(({ bind }) => {
  bind(WorkoutsTokens.SessionHistory).toResolvedValue((knex: Knex) => new KnexSessionHistory(knex), [CoreTokens.Knex]);
});
